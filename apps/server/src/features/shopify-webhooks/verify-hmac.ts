import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps';
import { readConnection } from '../../platform/shopify/connection/connections';

/** A base64 SHA-256 digest: 43 characters and one '='. */
const BASE64_DIGEST = /^[A-Za-z0-9+/]{43}=$/;

/**
 * Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app's client secret. The
 * header is checked for shape first, so a value of another length never reaches the timing-safe compare
 * (which throws on unequal lengths); any secret that matches is enough (the secret being rotated).
 */
export function verifyShopifyHmac(
  secrets: readonly string[],
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!header || !BASE64_DIGEST.test(header)) return false;
  const given = Buffer.from(header, 'base64');
  return secrets.some((secret) =>
    timingSafeEqual(createHmac('sha256', secret).update(rawBody).digest(), given),
  );
}

/**
 * The app's client secret signs what Shopify sends an app installed by OAuth or from the admin (webhooks,
 * Flow); a custom app of the merchant's own (client credentials, pasted token) signs with its own, kept
 * on the connection.
 */
export async function shopifySecretsFor(deps: Deps, storeId: string | undefined) {
  const secrets = deps.config.shopify ? [deps.config.shopify.apiSecret] : [];
  const connection = storeId ? await readConnection(deps.db, deps.config.encryptionKey, storeId) : null;
  if (connection?.clientSecret) secrets.push(connection.clientSecret);
  return { secrets, ownApp: Boolean(connection?.clientSecret) };
}
