import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors';

const ALG = 'HS256';
const TYP = 'at+jwt';
const ISSUER = 'roundtrip';
const AUDIENCE = 'roundtrip-api';
const ACCESS_TOKEN_SECONDS = 10 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type AccessClaims = { id: string; store: string; email: string; sid: string };

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/** The key of a secret, imported once: importing it on every call was a tenth of a call's CPU in Node. */
function keyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
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
    .sign(await keyFor(secret));
}

/** Tokens already verified, with their expiry: at most this many, the oldest forgotten first. */
const verified = new Map<string, { claims: AccessClaims; exp: number }>();
const VERIFIED_KEPT = 10_000;

/**
 * Pins the algorithm, type, issuer and audience so no other token shape is ever accepted. A token seen
 * before with the same secret is not verified again until it expires (WebCrypto's HMAC was a tenth of a
 * call's CPU in Node); whether its login is still live is checked on every call all the same.
 */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims> {
  const key = `${secret}\n${token}`;
  const seen = verified.get(key);
  // jose's own rule: expired once `exp` is at or before the current second.
  if (seen && seen.exp > Math.floor(now.getTime() / 1000)) return seen.claims;
  const claims = await verifyOnce(secret, token, now);
  if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
  verified.set(key, claims);
  return claims.claims;
}

async function verifyOnce(
  secret: string,
  token: string,
  now: Date,
): Promise<{ claims: AccessClaims; exp: number }> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: [ALG],
      typ: TYP,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { id, store, email, sid, exp } = payload;
    if (
      typeof id !== 'string' ||
      typeof store !== 'string' ||
      typeof email !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number'
    ) {
      throw new AppError('UNAUTHENTICATED', 'Invalid access token');
    }
    return { claims: { id, store, email, sid }, exp };
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
