import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { Deps } from '../../deps';
import { newRefreshToken, REFRESH_TOKEN_DAYS, signAccessToken } from './tokens';

export type SessionUser = { id: string; storeId: string; storeDomain: string; email: string };

/** Stores a new refresh token (in a given or a new family) and signs the access token that goes with it. */
export async function issueSession(
  deps: Pick<Deps, 'config'>,
  db: Db,
  user: SessionUser,
  now: Date,
  familyId: string = randomUUID(),
): Promise<{ accessToken: string; refreshToken: string }> {
  const refresh = newRefreshToken();
  await db.insert(refreshTokens).values({
    storeId: user.storeId,
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000),
    createdAt: now,
  });
  const accessToken = await signAccessToken(
    deps.config.jwtSecret,
    { id: user.id, store: user.storeDomain, email: user.email, sid: familyId },
    now,
  );
  return { accessToken, refreshToken: refresh.token };
}
