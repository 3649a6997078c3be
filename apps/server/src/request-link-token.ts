import { ORDER_HANDOFF_TTL_MS, shopperMessageOf as say } from '@roundtrip/core';
import { requestLinkExpiry } from '@roundtrip/core/emails';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { shopperError } from './errors';

// Pinned so no other token of ours (an access token is `at+jwt` for `roundtrip-api`) opens a request.
const ALG = 'HS256';
const TYP = 'request-link+jwt';
const ISSUER = 'roundtrip';
const AUDIENCE = 'roundtrip-portal';

export type RequestLinkClaims = { storeId: string; requestId: string };
/** The customer account extension's link to an order; `handoffId` makes it single-use. */
export type OrderHandoffClaims = { storeId: string; orderId: string; orderName: string; handoffId: string };
export type PortalLinkClaims =
  | ({ kind: 'request' } & RequestLinkClaims)
  | ({ kind: 'order' } & OrderHandoffClaims);

const keyOf = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const signed = (claims: Record<string, string>, subject: string, now: Date, expiry: Date) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: ALG, typ: TYP })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiry));

/**
 * The token of an email's link to its request (docs/emails.md "Links"): signed with the server's JWT
 * secret, it names the store and the request and stops opening it after `REQUEST_LINK_DAYS`.
 */
export async function signRequestLink(secret: string, claims: RequestLinkClaims, now: Date): Promise<string> {
  return signed({ store: claims.storeId }, claims.requestId, now, requestLinkExpiry(now)).sign(keyOf(secret));
}

/**
 * The token of the customer account extension's link to an order (docs/shopify.md, "Return or exchange
 * from the customer account"): the same kind of link, naming an order instead of a request, for five
 * minutes; its `jti` becomes the id of the session it opens, so it opens one.
 */
export async function signOrderHandoff(
  secret: string,
  claims: OrderHandoffClaims,
  now: Date,
): Promise<string> {
  return signed(
    { store: claims.storeId, order_name: claims.orderName },
    `order:${claims.orderId}`,
    now,
    new Date(now.getTime() + ORDER_HANDOFF_TTL_MS),
  )
    .setJti(claims.handoffId)
    .sign(keyOf(secret));
}

/** The link's store and request or order; an expired link and any other token are refused with their own words. */
export async function verifyRequestLink(secret: string, token: string, now: Date): Promise<PortalLinkClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALG],
      typ: TYP,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw expiredLink();
    throw invalidLink();
  }
  const { store, sub, jti, order_name: orderName } = payload;
  if (typeof store !== 'string' || !sub) throw invalidLink();
  if (!sub.startsWith('order:')) return { kind: 'request', storeId: store, requestId: sub };
  if (typeof orderName !== 'string' || !jti) throw invalidLink();
  return { kind: 'order', storeId: store, orderId: sub.slice('order:'.length), orderName, handoffId: jti };
}

export const invalidLink = () => shopperError('UNAUTHENTICATED', say('REQUEST_LINK_INVALID'));
/** An expired link, or a one-time link opened before: the portal sends the shopper to the lookup. */
export const expiredLink = () => shopperError('TOKEN_EXPIRED', say('REQUEST_LINK_EXPIRED'));
