import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors';

const ALG = 'HS256';
const TYP = 'at+jwt';
const ISSUER = 'roundtrip';
const AUDIENCE = 'roundtrip-api';
const ACCESS_TOKEN_SECONDS = 10 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type AccessClaims = { id: string; store: string; email: string; sid: string };

function keyFor(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ id: claims.id, store: claims.store, email: claims.email, sid: claims.sid })
    .setProtectedHeader({ alg: ALG, typ: TYP })
    .setSubject(claims.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
    .sign(keyFor(secret));
}

/** Pins the algorithm, type, issuer and audience so no other token shape is ever accepted. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALG],
      typ: TYP,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { id, store, email, sid } = payload;
    if (
      typeof id !== 'string' ||
      typeof store !== 'string' ||
      typeof email !== 'string' ||
      typeof sid !== 'string'
    ) {
      throw new AppError('UNAUTHENTICATED', 'Invalid access token');
    }
    return { id, store, email, sid };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      throw new AppError('TOKEN_EXPIRED', 'Your session is expired, please login again.');
    }
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/** Refresh tokens carry 256 random bits, so a fast hash is enough; only the hash is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
