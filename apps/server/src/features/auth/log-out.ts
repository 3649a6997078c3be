import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashRefreshToken } from './tokens';

/** Revokes the whole family of the presented refresh token; an unknown token is not an error. */
export async function logOut(deps: Deps, input: { refreshToken: string }): Promise<void> {
  const [known] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(input.refreshToken)))
    .limit(1);
  if (!known) return;
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock() })
    .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
}
