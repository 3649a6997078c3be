import { describe, expect, it } from 'vitest';
import {
  type CollectorStore,
  type PriceDifferenceChoice,
  priceDifferenceCollector,
  type SwitchedOnProvider,
} from './collector';
import type { PaymentCollector, PaymentProvider } from './providers';

const connected = (provider: PaymentProvider): SwitchedOnProvider => ({ provider, verified: true });
const unverified = (provider: PaymentProvider): SwitchedOnProvider => ({ provider, verified: false });

type Row = [
  platform: CollectorStore['platform'],
  choice: PriceDifferenceChoice,
  integrations: boolean,
  provider: SwitchedOnProvider | null,
  collector: PaymentCollector,
];

// biome-ignore format: one case a line reads as a table
const cases: Row[] = [
  // A Shopify store: Shopify's checkout by default, even with a provider connected.
  ['shopify', 'shopify_checkout', true,  null,                   'shopify_checkout'],
  ['shopify', 'shopify_checkout', true,  connected('stripe'),    'shopify_checkout'],
  ['shopify', 'shopify_checkout', true,  connected('razorpay'),  'shopify_checkout'],
  // Opted into its provider: that provider, while it can collect.
  ['shopify', 'provider',         true,  connected('stripe'),    'stripe'],
  ['shopify', 'provider',         true,  connected('razorpay'),  'razorpay'],
  ['shopify', 'provider',         true,  unverified('stripe'),   'shopify_checkout'],
  ['shopify', 'provider',         false, connected('stripe'),    'shopify_checkout'],
  ['shopify', 'provider',         true,  null,                   'shopify_checkout'],
  ['shopify', 'provider',         true,  connected('sandbox'),   'shopify_checkout'],
  ['shopify', 'provider',         true,  connected('gokwik'),    'shopify_checkout'],
  // A demo store has no Shopify checkout: its provider, else the sandbox; the choice is not read.
  ['demo',    'shopify_checkout', true,  connected('stripe'),    'stripe'],
  ['demo',    'provider',         true,  connected('razorpay'),  'razorpay'],
  ['demo',    'shopify_checkout', true,  null,                   'sandbox'],
  ['demo',    'shopify_checkout', true,  connected('sandbox'),   'sandbox'],
  ['demo',    'shopify_checkout', true,  unverified('stripe'),   'sandbox'],
  ['demo',    'shopify_checkout', false, connected('stripe'),    'sandbox'],
];

describe('priceDifferenceCollector', () => {
  it.each(cases)(
    '%s store, choice %s, integrations %s, provider %o: %s',
    (platform, choice, integrations, provider, collector) => {
      expect(priceDifferenceCollector({ platform, choice, integrations }, provider)).toBe(collector);
    },
  );
});
