import { createHash, randomBytes } from 'node:crypto';
import {
  LOGIN_TICKET_TTL_MS,
  type LoginTicketBody,
  type LoginTicketResponse,
  shopifyConnectMessages,
} from '@roundtrip/core';
import { newPasswordProblem } from '@roundtrip/core/accounts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopifyLoginTickets, stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { issueSession } from '../auth/issue-session';
import { hashPassword } from '../auth/passwords';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The link an install ends on carries a one-time ticket (256 random bits, stored hashed, ten minutes)
 * in the URL fragment, which never reaches a server log or a Referer header.
 */
export async function createLoginTicket(
  db: Db,
  input: { storeId: string; userId: string; setPassword: boolean },
  now: Date,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(shopifyLoginTickets).values({
    ticketHash: hashOf(ticket),
    ...input,
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
    createdAt: now,
  });
  return ticket;
}

const expired = () =>
  new AppError(
    'UNAUTHENTICATED',
    'This link has expired or was already used: open Roundtrip from Shopify again',
  );

/** Logs the installing admin in once; a new admin chooses their password in the same step. */
export async function redeemLoginTicket(deps: Deps, body: LoginTicketBody): Promise<LoginTicketResponse> {
  const now = deps.clock();
  const hash = hashOf(body.ticket);
  const live = and(eq(shopifyLoginTickets.ticketHash, hash), gt(shopifyLoginTickets.expiresAt, now));
  const [pending] = await deps.db.select().from(shopifyLoginTickets).where(live);
  if (!pending) throw expired();
  // Checked before the ticket is spent, so a refused password can be typed again.
  if (pending.setPassword) {
    const problem = body.password ? newPasswordProblem(body.password) : shopifyConnectMessages.choosePassword;
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { password: problem });
  }
  const passwordHash = pending.setPassword && body.password ? await hashPassword(body.password) : null;
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx.delete(shopifyLoginTickets).where(live).returning();
    if (!ticket) throw expired();
    if (passwordHash) await tx.update(users).set({ passwordHash }).where(eq(users.id, ticket.userId));
    const [owner] = await tx
      .select({ email: users.email, domain: stores.domain })
      .from(users)
      .innerJoin(stores, eq(stores.id, users.storeId))
      .where(eq(users.id, ticket.userId));
    if (!owner) throw expired();
    const session = await issueSession(
      deps,
      tx,
      { id: ticket.userId, storeId: ticket.storeId, storeDomain: owner.domain, email: owner.email },
      now,
    );
    return {
      store: owner.domain,
      email: owner.email,
      token: session.accessToken,
      refresh_token: session.refreshToken,
    };
  });
}
