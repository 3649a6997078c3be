import type { ShopifyGlobal } from '@shopify/app-bridge-types';

/**
 * App Bridge, present only inside the Shopify admin: the server puts its script first in the page of an
 * embedded load (docs/shopify.md, "Inside the Shopify admin"), so `shopify` exists before our code runs.
 * The stand-alone admin has none.
 */
export function appBridge(): ShopifyGlobal | null {
  return typeof window !== 'undefined' && 'shopify' in window && window.shopify ? window.shopify : null;
}

export const isEmbedded = (): boolean => appBridge() !== null;
