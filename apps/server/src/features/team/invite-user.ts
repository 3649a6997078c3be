import {
  canAddMore,
  normalizePermissions,
  type Permission,
  type TeamMember,
  ungrantable,
} from '@roundtrip/core';
import { count, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { queueAccountEmail } from '../../notifications/account-emails';
import { gatingPlan } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { issuePasswordLink } from '../auth/password-links';
import { NO_PASSWORD } from '../auth/passwords';
import { actorOf, memberViewOf } from './member-view';

export type InviteInput = { email: string; name: string; permissions: Permission[] };

const ALREADY_MEMBER = 'This email is already on the team';

/**
 * Adds a staff member without a password and emails them a one-time link to choose one. Staff who
 * invite may only hand out permissions they hold themselves.
 */
export async function inviteUser(deps: Deps, auth: AuthContext, input: InviteInput): Promise<TeamMember> {
  const permissions = normalizePermissions(input.permissions);
  const refused = ungrantable(actorOf(auth), permissions);
  if (refused.length > 0) {
    throw new AppError('FORBIDDEN', `You cannot grant permissions you do not hold: ${refused.join(', ')}`);
  }
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // Locking the store row serialises invites, so two at once cannot both pass the plan's user limit.
    const [store] = await tx.select().from(stores).where(eq(stores.id, auth.storeId)).for('update');
    if (!store) throw notFound('Store not found');
    const [members] = await tx.select({ n: count() }).from(users).where(eq(users.storeId, store.id));
    if (!canAddMore(gatingPlan(deps.config, store), 'users', members?.n ?? 0)) {
      throw new AppError('PLAN_REQUIRED', 'Your plan includes 1 user; upgrade to Grow to invite your team');
    }
    const [row] = await tx
      .insert(users)
      .values({
        storeId: store.id,
        email: input.email,
        name: input.name,
        userType: 'staff',
        permissions,
        passwordHash: NO_PASSWORD,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', ALREADY_MEMBER, { email: ALREADY_MEMBER });
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
    const link = await issuePasswordLink(deps, tx, { user: row, purpose: 'invite', now });
    await queueAccountEmail(deps, tx, {
      storeId: store.id,
      storeName: store.name,
      purpose: 'invite',
      recipient: row.email,
      link,
      inviter: inviter?.name || auth.email,
      now,
    });
    const member = memberViewOf(row);
    await recordAudit(tx, auth, { at: now, action: 'user.invited', subjectId: row.id, details: member });
    return member;
  });
}
