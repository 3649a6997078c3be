import { createHmac, timingSafeEqual } from 'node:crypto';
import { appProxyMessage, isShopDomain } from '@roundtrip/core';

/** What a request through the app proxy proves, once its signature checks. */
export type AppProxyParams = {
  shop: string;
  /** The shop's signed-in customer (numeric id), or null for a guest. */
  customerId: string | null;
  /** Where the storefront serves the proxy (`/apps/returns`); the merchant may have changed it. */
  pathPrefix: string;
};

/**
 * shopify.dev's page on app proxies states no age limit; Shopify's own library (`@shopify/shopify-api`,
 * `validateHmac` with the `appProxy` signator) refuses a timestamp more than 90 seconds from now, either
 * way. Each request through the proxy is signed afresh, so a shopper never meets this limit.
 */
export const APP_PROXY_MAX_AGE_SECONDS = 90;

// Given twice, these would let two readers disagree on which one was signed (Shopify's library refuses too).
const SINGLE_VALUED = ['shop', 'timestamp', 'signature', 'path_prefix', 'logged_in_customer_id'];
const PATH_PREFIX = /^\/[a-z]+\/[A-Za-z0-9_-]+$/;

function sameHex(expected: string, given: string): boolean {
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/**
 * The proxy's parameters when the query carries a signature (hex HMAC-SHA256) by one of `secrets` that
 * is at most `APP_PROXY_MAX_AGE_SECONDS` old; null for anything else, malformed or missing included.
 */
export function verifyAppProxyQuery(
  query: string,
  secrets: string[],
  nowSeconds: number,
): AppProxyParams | null {
  const params = new URLSearchParams(query);
  if (SINGLE_VALUED.some((key) => params.getAll(key).length > 1)) return null;
  const signature = params.get('signature') ?? '';
  if (!/^[0-9a-f]{64}$/.test(signature)) return null;
  const message = appProxyMessage([...params]);
  const signed = secrets.some((secret) =>
    sameHex(createHmac('sha256', secret).update(message).digest('hex'), signature),
  );
  if (!signed) return null;

  const timestamp = params.get('timestamp') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > APP_PROXY_MAX_AGE_SECONDS)
    return null;
  const shop = (params.get('shop') ?? '').toLowerCase();
  const pathPrefix = params.get('path_prefix') ?? '';
  const customer = params.get('logged_in_customer_id') ?? '';
  if (!isShopDomain(shop) || !PATH_PREFIX.test(pathPrefix) || !/^(\d{1,20})?$/.test(customer)) return null;
  return { shop, customerId: customer || null, pathPrefix };
}
