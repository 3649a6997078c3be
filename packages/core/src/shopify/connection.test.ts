import { describe, expect, it } from 'vitest';
import {
  appProxyMessage,
  isShopDomain,
  missingScopes,
  oauthHmacMessage,
  parseScopes,
  shopDomainFrom,
  shopFromDest,
  shopFromExtensionDest,
  TOKEN_RENEWAL_MARGIN_MS,
  tokenExpiry,
  tokenNeedsRenewal,
} from './connection';

describe('shop domains', () => {
  it('accepts only name.myshopify.com', () => {
    expect(isShopDomain('acme-2.myshopify.com')).toBe(true);
    for (const bad of [
      'acme.myshopify.com.evil.com',
      'evil.com',
      'acme.myshopify.com:443',
      'acme.myshopify.com/admin',
      '-acme.myshopify.com',
      'ACME.myshopify.com',
      'a.b.myshopify.com',
      '.myshopify.com',
      'acme.shopify.com',
    ])
      expect(isShopDomain(bad), bad).toBe(false);
  });

  it('reads what a merchant types', () => {
    expect(shopDomainFrom(' Acme ')).toBe('acme.myshopify.com');
    expect(shopDomainFrom('https://acme.myshopify.com/')).toBe('acme.myshopify.com');
    expect(shopDomainFrom('acme.com')).toBeNull();
    expect(shopDomainFrom('')).toBeNull();
  });

  it('takes the shop from a session token destination', () => {
    expect(shopFromDest('https://acme.myshopify.com')).toBe('acme.myshopify.com');
    expect(shopFromDest('http://acme.myshopify.com')).toBeNull();
    expect(shopFromDest('https://evil.com')).toBeNull();
    expect(shopFromDest('https://acme.myshopify.com/x')).toBeNull();
  });

  it("takes the shop from a customer account extension's bare destination", () => {
    expect(shopFromExtensionDest('acme.myshopify.com')).toBe('acme.myshopify.com');
    expect(shopFromExtensionDest('https://acme.myshopify.com')).toBe('acme.myshopify.com');
    expect(shopFromExtensionDest('acme.com')).toBeNull();
    expect(shopFromExtensionDest('acme.myshopify.com.evil.com')).toBeNull();
  });
});

describe('scopes', () => {
  it('parses, and counts a granted write as its read', () => {
    expect(parseScopes('write_orders, read_products,write_orders,')).toEqual([
      'read_products',
      'write_orders',
    ]);
    expect(missingScopes(['read_orders', 'write_orders', 'read_products'], ['write_orders'])).toEqual([
      'read_products',
    ]);
    expect(missingScopes(['write_orders'], ['read_orders'])).toEqual(['write_orders']);
  });
});

describe('token renewal', () => {
  const now = new Date('2026-11-01T10:00:00Z');
  it('renews an expiring token within the margin, never a token without expiry', () => {
    expect(tokenNeedsRenewal(null, now)).toBe(false);
    expect(tokenNeedsRenewal(tokenExpiry(now, 3600), now)).toBe(false);
    expect(tokenNeedsRenewal(new Date(now.getTime() + TOKEN_RENEWAL_MARGIN_MS), now)).toBe(true);
    expect(tokenNeedsRenewal(new Date(now.getTime() - 1), now)).toBe(true);
    expect(tokenExpiry(now, undefined)).toBeNull();
  });
});

describe('the OAuth callback HMAC message', () => {
  it('encodes values as a query string does', () => {
    expect(oauthHmacMessage({ b: "a b!'()~*&=", a: 'x/y' })).toBe('a=x%2Fy&b=a+b%21%27%28%29%7E*%26%3D');
  });

  it("is Shopify's documented example: sorted parameters without hmac", () => {
    // shopify.dev "Verify a request": the example query and the message it signs.
    expect(
      oauthHmacMessage({
        shop: 'some-shop.myshopify.com',
        code: '0907a61c0c8d55e99db179b68161bc00',
        state: '0.6784241404160823',
        timestamp: '1337178173',
        hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
      }),
    ).toBe(
      'code=0907a61c0c8d55e99db179b68161bc00&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173',
    );
  });
});

describe('the app proxy signature message', () => {
  it("is Shopify's documented example: repeated values joined by commas, sorted, no separator", () => {
    // shopify.dev "Authenticate app proxies": the forwarded query's parameters, decoded, and the message.
    const query = (customer: string): [string, string][] => [
      ['extra', '1'],
      ['extra', '2'],
      ['shop', 'shop-name.myshopify.com'],
      ['logged_in_customer_id', customer],
      ['path_prefix', '/apps/awesome_reviews'],
      ['timestamp', '1317327555'],
      ['signature', '4c68c8624d737112c91818c11017d24d334b524cb5c2b8ba08daa056f7395ddb'],
    ];
    expect(appProxyMessage(query('1'))).toBe(
      'extra=1,2logged_in_customer_id=1path_prefix=/apps/awesome_reviewsshop=shop-name.myshopify.comtimestamp=1317327555',
    );
    expect(appProxyMessage(query(''))).toBe(
      'extra=1,2logged_in_customer_id=path_prefix=/apps/awesome_reviewsshop=shop-name.myshopify.comtimestamp=1317327555',
    );
  });

  it('sorts the name=value strings themselves, as the documented Ruby does', () => {
    // "a-b=2" sorts before "a=1" ('-' is below '='), although the name "a" sorts before "a-b".
    expect(
      appProxyMessage([
        ['a', '1'],
        ['a-b', '2'],
      ]),
    ).toBe('a-b=2a=1');
  });
});
