import { isSupportedProvider, type PaymentCollector, type PaymentProvider } from './providers';

/**
 * What a Shopify store chose on the Payments page for price differences: Shopify's checkout (the
 * default, as Shopify's App Store requirement "Use Shopify checkout" asks of apps) or its active provider.
 */
export const PRICE_DIFFERENCE_CHOICES = ['shopify_checkout', 'provider'] as const;
export type PriceDifferenceChoice = (typeof PRICE_DIFFERENCE_CHOICES)[number];

export type CollectorStore = {
  platform: 'demo' | 'shopify';
  /** Read on Shopify stores only: a store not on Shopify has no Shopify checkout to choose. */
  choice: PriceDifferenceChoice;
  /** The plan allows payment integrations (Stripe, Razorpay, …). */
  integrations: boolean;
};

/** The store's switched-on provider (one at a time) and whether it accepted the saved credentials. */
export type SwitchedOnProvider = { provider: PaymentProvider; verified: boolean };

/**
 * A switched-on provider can collect when it has a client, accepted its credentials, and is allowed:
 * the sandbox moves no money, so on demo stores only; a real one by the plan's payment integrations.
 */
export function providerCanCollect(
  store: Pick<CollectorStore, 'platform' | 'integrations'>,
  row: SwitchedOnProvider,
): boolean {
  if (!isSupportedProvider(row.provider) || !row.verified) return false;
  return row.provider === 'sandbox' ? store.platform === 'demo' : store.integrations;
}

/**
 * Who collects a price difference the shopper owes. A Shopify store: Shopify's checkout (a draft order's
 * invoice) unless the merchant chose its provider and that provider can collect. A demo store: its
 * provider, else the built-in sandbox.
 */
export function priceDifferenceCollector(
  store: CollectorStore,
  provider: SwitchedOnProvider | null,
): PaymentCollector {
  const usable = provider !== null && providerCanCollect(store, provider) ? provider.provider : null;
  if (store.platform === 'shopify')
    return store.choice === 'provider' && usable ? usable : 'shopify_checkout';
  return usable ?? 'sandbox';
}
