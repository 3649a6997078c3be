import { SESSION_TOKEN_LEEWAY_SECONDS, shopFromDest } from '@roundtrip/core';
import { decodeJwt, jwtVerify } from 'jose';
import type { ShopifyAppConfig } from '../../../config';
import { AppError } from '../../../errors';

// App Bridge session tokens (Shopify's "ID tokens"): what the admin hands an embedded app on first load
// (`id_token` in the URL) and on every fetch (`Authorization: Bearer`). HS256 signed with the app's
// client secret; `aud` is the client id, `dest` the shop, `iss` the shop's admin.

export type SessionTokenClaims = { shop: string; shopifyUserId: string | null };

/** Unverified: does this bearer token carry a Shopify `dest`? Then it is checked as a session token. */
export function isShopifySessionToken(token: string): boolean {
  try {
    return typeof decodeJwt(token).dest === 'string';
  } catch {
    return false;
  }
}

const invalid = () => new AppError('UNAUTHENTICATED', 'Invalid Shopify session token');

export async function verifySessionToken(
  app: ShopifyAppConfig,
  token: string,
  now: Date,
): Promise<SessionTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(app.apiSecret), {
      algorithms: ['HS256'],
      audience: app.apiKey,
      currentDate: now,
      clockTolerance: SESSION_TOKEN_LEEWAY_SECONDS,
      requiredClaims: ['exp', 'nbf', 'iss', 'dest'],
    });
    const shop = typeof payload.dest === 'string' ? shopFromDest(payload.dest) : null;
    // The issuer is the same shop's admin: a token cannot name one shop and come from another.
    if (!shop || payload.iss !== `https://${shop}/admin`) throw invalid();
    return { shop, shopifyUserId: typeof payload.sub === 'string' ? payload.sub : null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
}
