import type { SetPasswordResponse } from '@roundtrip/core';
import { LINK_UNUSABLE, newPasswordProblem } from '@roundtrip/core/accounts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordLinks, refreshTokens, stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashPassword } from './passwords';
import { hashRefreshToken } from './tokens';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * Sets the password of the link's user. The link is claimed by one conditional UPDATE, so two uses at
 * the same moment cannot both pass: the second finds `used_at` set and changes nothing. Every login of
 * the user ends, since whoever asked for a reset may be locking someone out.
 */
export async function setPassword(
  deps: Deps,
  input: { token: string; password: string },
): Promise<SetPasswordResponse> {
  const problem = newPasswordProblem(input.password);
  if (problem) throw refuse('password', problem);
  // Hashed before the transaction: argon2 takes a while and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordLinks.tokenHash, hashRefreshToken(input.token)),
          isNull(passwordLinks.usedAt),
          gt(passwordLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw refuse('token', LINK_UNUSABLE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, link.userId), eq(users.storeId, link.storeId)))
      .returning({ email: users.email });
    const [store] = await tx
      .select({ domain: stores.domain })
      .from(stores)
      .where(eq(stores.id, link.storeId));
    if (!user || !store) throw refuse('token', LINK_UNUSABLE);
    // Any other link the user still holds is spent too: the password it would set is chosen now.
    await tx
      .update(passwordLinks)
      .set({ usedAt: now })
      .where(and(eq(passwordLinks.userId, link.userId), isNull(passwordLinks.usedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, link.userId), isNull(refreshTokens.revokedAt)));
    return { message: 'Your password is set. You can log in now.', store: store.domain, email: user.email };
  });
}
