// Rules of connecting a Shopify shop (docs/shopify.md, "Connecting a store"): which domains are shops,
// which scopes were granted, when a token is renewed, what the OAuth callback's HMAC signs.

export const SHOP_DOMAIN_SUFFIX = '.myshopify.com';
/** Shopify's own shape for a shop's permanent domain: a lowercase subdomain of myshopify.com. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;

/** True only for `name.myshopify.com`: custom domains, ports, paths and other hosts are refused. */
export function isShopDomain(value: string): boolean {
  return SHOP_DOMAIN.test(value);
}

/**
 * What a merchant types for their shop (`acme`, `acme.myshopify.com`, `https://acme.myshopify.com/`)
 * as the shop domain, or null when it names no myshopify shop.
 */
export function shopDomainFrom(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  const domain = host.includes('.') ? host : `${host}${SHOP_DOMAIN_SUFFIX}`;
  return isShopDomain(domain) ? domain : null;
}

/** A session token's `dest` (`https://acme.myshopify.com`) as the shop domain, or null. */
export function shopFromDest(dest: string): string | null {
  const match = /^https:\/\/([^/]+)$/.exec(dest);
  return match?.[1] && isShopDomain(match[1]) ? match[1] : null;
}

/**
 * A customer account extension's session token names its shop bare (`acme.myshopify.com`, Shopify's
 * session token API); the admin's form with `https://` is taken too. Null when it names no shop.
 */
export function shopFromExtensionDest(dest: string): string | null {
  return isShopDomain(dest) ? dest : shopFromDest(dest);
}

/** Shopify's comma-separated `scope` as a sorted list without repeats. */
export function parseScopes(scope: string): string[] {
  return [
    ...new Set(
      scope
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].sort();
}

/**
 * The scopes asked for that the grant does not cover. Shopify grants `write_x` without listing the
 * `read_x` it implies, so a granted write covers the read.
 */
export function missingScopes(asked: readonly string[], granted: readonly string[]): string[] {
  const covered = new Set(granted);
  for (const scope of granted) {
    if (scope.startsWith('write_')) covered.add(`read_${scope.slice('write_'.length)}`);
  }
  return asked.filter((scope) => !covered.has(scope));
}

/** Renew this long before expiry: a call started just before never carries a token that dies in flight. */
export const TOKEN_RENEWAL_MARGIN_MS = 5 * 60 * 1000;

/** When a token that Shopify said lives `expiresInSeconds` stops working; null: it does not expire. */
export function tokenExpiry(now: Date, expiresInSeconds: number | undefined): Date | null {
  return expiresInSeconds === undefined ? null : new Date(now.getTime() + expiresInSeconds * 1000);
}

/** True when an expiring token (offline with refresh, or client credentials) is due for renewal. */
export function tokenNeedsRenewal(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() - now.getTime() <= TOKEN_RENEWAL_MARGIN_MS;
}

/**
 * The message Shopify's callback HMAC signs: every query parameter but `hmac` (and the legacy
 * `signature`), sorted by name, as `name=value` joined by `&`, URL-encoded as a query string.
 */
export function oauthHmacMessage(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${formEncoded(name)}=${formEncoded(value)}`)
    .join('&');
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it (core has no URLSearchParams type). */
function formEncoded(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** How long an install's `state` nonce may wait for Shopify's callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** How long the one-time link from an install to the first login stays valid. */
export const LOGIN_TICKET_TTL_MS = 10 * 60 * 1000;
/** Clock difference allowed on an App Bridge session token's `exp` and `nbf`. */
export const SESSION_TOKEN_LEEWAY_SECONDS = 5;
/** How long the portal link a customer account extension hands out may be opened (once). */
export const ORDER_HANDOFF_TTL_MS = 5 * 60 * 1000;

/**
 * The message an app proxy's `signature` signs (shopify.dev, "Authenticate app proxies"): every query
 * parameter but `signature`, decoded, as `name=value` with a repeated name's values joined by commas,
 * those strings sorted and concatenated with no separator. `params` in the order the query gave them.
 */
export function appProxyMessage(params: readonly (readonly [string, string])[]): string {
  const values = new Map<string, string[]>();
  for (const [name, value] of params) {
    if (name !== 'signature') values.set(name, [...(values.get(name) ?? []), value]);
  }
  return [...values]
    .map(([name, all]) => `${name}=${all.join(',')}`)
    .sort()
    .join('');
}
