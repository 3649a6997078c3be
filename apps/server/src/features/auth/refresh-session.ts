import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { issueSession } from './issue-session';
import { hashRefreshToken } from './tokens';

const expired = () => new AppError('UNAUTHENTICATED', 'Your session is expired, please login again.');

/**
 * Rotates a refresh token. Claiming the token is one conditional UPDATE, so two concurrent refreshes
 * cannot both win; presenting a token that was already rotated is treated as theft and revokes the family.
 */
export async function refreshSession(
  deps: Deps,
  input: { refreshToken: string; store: string },
): Promise<{ access_token: string; refresh_token: string }> {
  const now = deps.clock();
  const hash = hashRefreshToken(input.refreshToken);
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning()
    .then((rows) => rows[0]);
  if (!claimed) {
    const [known] = await deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    if (known) {
      await deps.db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
    }
    throw expired();
  }
  const [owner] = await deps.db
    .select({ email: users.email, storeDomain: stores.domain })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, claimed.userId))
    .limit(1);
  if (!owner || owner.storeDomain !== input.store || claimed.expiresAt.getTime() <= now.getTime()) {
    throw expired();
  }
  const session = await issueSession(
    deps,
    deps.db,
    { id: claimed.userId, storeId: claimed.storeId, storeDomain: owner.storeDomain, email: owner.email },
    now,
    claimed.familyId,
  );
  return { access_token: session.accessToken, refresh_token: session.refreshToken };
}
