import type { StorefrontPage } from '@roundtrip/core';

/**
 * The page Shopify's app proxy served on the store's own domain (apps/server features/storefront):
 * its JSON element says where the portal lives there (`/apps/returns`), the store, and a signed-in
 * customer's orders. Null on our own host. Read once, before the router starts.
 */
function readStorefront(): StorefrontPage | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('rt-storefront');
  if (!element) return null;
  element.remove();
  try {
    const page: unknown = JSON.parse(element.textContent ?? '');
    if (typeof page !== 'object' || page === null || !('base' in page) || typeof page.base !== 'string')
      return null;
    return page as StorefrontPage;
  } catch {
    return null;
  }
}

export const storefront: StorefrontPage | null = readStorefront();

/** Where the API answers: our own `/api`, or the same path under the proxy on the store's domain. */
export const API_ROOT = `${storefront?.base ?? ''}/api`;

/** An address the server gave under `/api` (a photo, a label's file), as this page reaches it. */
export function apiAddress(url: string): string {
  return url.startsWith('/api/') ? `${storefront?.base ?? ''}${url}` : url;
}
