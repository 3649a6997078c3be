import { describe, expect, it } from 'vitest';
import { APP_PROXY_MAX_AGE_SECONDS, verifyAppProxyQuery } from './app-proxy-signature';

// shopify.dev, "Authenticate app proxies": the forwarded query of its example, secret "hush". The page
// writes the shop as `{shop}.myshopify.com`; its two signatures are those of `shop-name.myshopify.com`.
const QUERY =
  'extra=1&extra=2&shop=shop-name.myshopify.com&logged_in_customer_id=1&path_prefix=%2Fapps%2Fawesome_reviews&timestamp=1317327555&signature=4c68c8624d737112c91818c11017d24d334b524cb5c2b8ba08daa056f7395ddb';
const GUEST =
  'extra=1&extra=2&shop=shop-name.myshopify.com&logged_in_customer_id=&path_prefix=%2Fapps%2Fawesome_reviews&timestamp=1317327555&signature=e072b6d7e6622d85912a5214b860d3100dc1e73d9bc29f43796ac8c9ff8093cb';
const AT = 1317327555;

describe('the app proxy signature', () => {
  it("accepts Shopify's documented examples, signed-in and guest", () => {
    expect(verifyAppProxyQuery(QUERY, ['hush'], AT)).toEqual({
      shop: 'shop-name.myshopify.com',
      customerId: '1',
      pathPrefix: '/apps/awesome_reviews',
    });
    expect(verifyAppProxyQuery(GUEST, ['other', 'hush'], AT)?.customerId).toBeNull();
  });

  it('refuses another secret, any changed parameter, and a missing or malformed signature', () => {
    expect(verifyAppProxyQuery(QUERY, ['hush!'], AT)).toBeNull();
    expect(verifyAppProxyQuery(QUERY, [], AT)).toBeNull();
    for (const changed of [
      QUERY.replace('logged_in_customer_id=1', 'logged_in_customer_id=2'),
      QUERY.replace('extra=2', 'extra=3'),
      QUERY.replace('&extra=2', ''),
      `${QUERY}&extra=4`,
      QUERY.replace(/&signature=[0-9a-f]+/, ''),
      QUERY.replace(/signature=[0-9a-f]+/, 'signature=4c68'),
      QUERY.replace(/signature=[0-9a-f]+/, `signature=${'z'.repeat(64)}`),
      QUERY.replace(/signature=([0-9a-f]+)/, (_all, hex: string) => `signature=${hex.toUpperCase()}`),
    ])
      expect(verifyAppProxyQuery(changed, ['hush'], AT), changed).toBeNull();
  });

  it('refuses a single-valued parameter given twice', () => {
    expect(verifyAppProxyQuery(`${QUERY}&shop=shop-name.myshopify.com`, ['hush'], AT)).toBeNull();
    expect(verifyAppProxyQuery(`${QUERY}&logged_in_customer_id=1`, ['hush'], AT)).toBeNull();
  });

  it("allows Shopify's library's 90 seconds of clock difference either way, no more", () => {
    for (const drift of [-APP_PROXY_MAX_AGE_SECONDS, APP_PROXY_MAX_AGE_SECONDS])
      expect(verifyAppProxyQuery(QUERY, ['hush'], AT + drift)).not.toBeNull();
    for (const drift of [-APP_PROXY_MAX_AGE_SECONDS - 1, APP_PROXY_MAX_AGE_SECONDS + 1])
      expect(verifyAppProxyQuery(QUERY, ['hush'], AT + drift)).toBeNull();
  });
});
