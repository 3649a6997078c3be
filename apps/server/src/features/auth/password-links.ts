import {
  accountEmail,
  accountEmailKindOf,
  type LinkPurpose,
  linkExpiry,
  passwordLinkUrl,
} from '@roundtrip/core/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountEmails, passwordLinks } from '../../db/schema';
import type { Deps } from '../../deps';
// A link token has the refresh token's shape: 256 random bits, only its SHA-256 stored.
import { newRefreshToken } from './tokens';

export type LinkRecipient = { id: string; storeId: string; email: string };

/**
 * Writes a one-time link to set a password and the email that carries it, in the caller's transaction.
 * Earlier unused links of the same purpose stop working: only the newest email's link does.
 */
export async function issuePasswordLink(
  deps: Pick<Deps, 'config'>,
  db: Db | Tx,
  input: { user: LinkRecipient; storeName: string; purpose: LinkPurpose; inviter?: string; now: Date },
): Promise<void> {
  const { user, purpose, now } = input;
  await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordLinks.userId, user.id),
        eq(passwordLinks.purpose, purpose),
        isNull(passwordLinks.usedAt),
      ),
    );
  const { token, hash } = newRefreshToken();
  await db.insert(passwordLinks).values({
    storeId: user.storeId,
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: linkExpiry(purpose, now),
    createdAt: now,
  });
  const publicUrl = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  const email = accountEmail(purpose, {
    storeName: input.storeName,
    link: passwordLinkUrl(publicUrl, token),
    ...(input.inviter && { inviter: input.inviter }),
  });
  await db.insert(accountEmails).values({
    storeId: user.storeId,
    userId: user.id,
    kind: accountEmailKindOf(purpose),
    recipient: user.email,
    subject: email.subject,
    body: email.body,
    createdAt: now,
  });
}
