import { SESSION_TOKEN_LEEWAY_SECONDS, shopFromDest, shopFromExtensionDest } from '@roundtrip/core';
import { decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import type { ShopifyAppConfig } from '../../../config';
import { AppError } from '../../../errors';

// Shopify's session tokens, HS256 signed with the app's client secret, `aud` the client id, `dest` the
// shop, `exp` and `nbf` checked with a few seconds' leeway. Two kinds:
// - App Bridge's (Shopify's "ID tokens"): what the admin hands an embedded app on first load (`id_token`
//   in the URL) and on every fetch; `dest` is `https://{shop}`, `iss` the same shop's admin.
// - A customer account UI extension's (`shopify.sessionToken.get()`): `dest` is the bare shop domain and
//   `sub` the signed-in customer's GID; no `iss`.

export type SessionTokenClaims = { shop: string; shopifyUserId: string | null };
export type CustomerAccountClaims = { shop: string; customerGid: string };

/** Unverified: does this bearer token carry a Shopify `dest`? Then it is checked as a session token. */
export function isShopifySessionToken(token: string): boolean {
  try {
    return typeof decodeJwt(token).dest === 'string';
  } catch {
    return false;
  }
}

const invalid = () => new AppError('UNAUTHENTICATED', 'Invalid Shopify session token');

/** The verified claims, or the one 401 whatever was wrong (signature, audience, time, a missing claim). */
async function verifiedClaims(
  app: ShopifyAppConfig,
  token: string,
  now: Date,
  requiredClaims: string[],
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(app.apiSecret), {
      algorithms: ['HS256'],
      audience: app.apiKey,
      currentDate: now,
      clockTolerance: SESSION_TOKEN_LEEWAY_SECONDS,
      requiredClaims: ['exp', 'nbf', 'dest', ...requiredClaims],
    });
    return payload;
  } catch {
    throw invalid();
  }
}

export async function verifySessionToken(
  app: ShopifyAppConfig,
  token: string,
  now: Date,
): Promise<SessionTokenClaims> {
  const payload = await verifiedClaims(app, token, now, ['iss']);
  const shop = typeof payload.dest === 'string' ? shopFromDest(payload.dest) : null;
  // The issuer is the same shop's admin: a token cannot name one shop and come from another.
  if (!shop || payload.iss !== `https://${shop}/admin`) throw invalid();
  return { shop, shopifyUserId: typeof payload.sub === 'string' ? payload.sub : null };
}

/**
 * A customer account extension's token. `sub` is only there for a signed-in customer whose shop lets the
 * app read customers; without it nothing is theirs to open, so it is required.
 */
export async function verifyCustomerAccountToken(
  app: ShopifyAppConfig,
  token: string,
  now: Date,
): Promise<CustomerAccountClaims> {
  const payload = await verifiedClaims(app, token, now, ['sub']);
  const shop = typeof payload.dest === 'string' ? shopFromExtensionDest(payload.dest) : null;
  if (!shop || !payload.sub?.startsWith('gid://shopify/Customer/')) throw invalid();
  return { shop, customerGid: payload.sub };
}
