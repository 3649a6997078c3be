import { shopperMessageOf as say } from '@roundtrip/core';
import { requestLinkExpiry } from '@roundtrip/core/emails';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { shopperError } from './errors';

// Pinned so no other token of ours (an access token is `at+jwt` for `roundtrip-api`) opens a request.
const ALG = 'HS256';
const TYP = 'request-link+jwt';
const ISSUER = 'roundtrip';
const AUDIENCE = 'roundtrip-portal';

export type RequestLinkClaims = { storeId: string; requestId: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * The token of an email's link to its request (docs/emails.md "Links"): signed with the server's JWT
 * secret, it names the store and the request and stops opening it after `REQUEST_LINK_DAYS`.
 */
export async function signRequestLink(secret: string, claims: RequestLinkClaims, now: Date): Promise<string> {
  return new SignJWT({ store: claims.storeId })
    .setProtectedHeader({ alg: ALG, typ: TYP })
    .setSubject(claims.requestId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(requestLinkExpiry(now).getTime() / 1000))
    .sign(keyOf(secret));
}

/** The link's store and request; an expired link and any other token are refused with their own words. */
export async function verifyRequestLink(
  secret: string,
  token: string,
  now: Date,
): Promise<RequestLinkClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      typ: TYP,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.store !== 'string' || !payload.sub) throw invalidLink();
    return { storeId: payload.store, requestId: payload.sub };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw shopperError('TOKEN_EXPIRED', say('REQUEST_LINK_EXPIRED'));
    throw invalidLink();
  }
}

export const invalidLink = () => shopperError('UNAUTHENTICATED', say('REQUEST_LINK_INVALID'));
