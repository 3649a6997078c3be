import { createHmac, timingSafeEqual } from 'node:crypto';

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
