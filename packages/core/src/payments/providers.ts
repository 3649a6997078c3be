/**
 * Payment providers a store can connect (spec: upsell "payment integrations (razorpay, stripe, gokwik,
 * payu)"; refund labels razorpay, gokwik, payu, easebuzz, cashfree). `sandbox` is the built-in one the
 * demo store uses by default: it behaves like a real provider on our own server.
 */
export const PAYMENT_PROVIDERS = [
  'sandbox',
  'stripe',
  'razorpay',
  'gokwik',
  'payu',
  'easebuzz',
  'cashfree',
] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Who collected a payment: a provider, or `shopify_checkout` (a Shopify store's default: the shopper
 * pays a draft order's invoice at Shopify's checkout). Not a provider: nothing to connect.
 */
export const PAYMENT_COLLECTORS = [...PAYMENT_PROVIDERS, 'shopify_checkout'] as const;
export type PaymentCollector = (typeof PAYMENT_COLLECTORS)[number];

/** Providers with a real client; the others are listed and answer "not yet supported". */
const SUPPORTED_PAYMENT_PROVIDERS = [
  'sandbox',
  'stripe',
  'razorpay',
  'cashfree',
] as const satisfies readonly PaymentProvider[];

export const isSupportedProvider = (p: PaymentProvider): boolean =>
  (SUPPORTED_PAYMENT_PROVIDERS as readonly PaymentProvider[]).includes(p);

/** The credential fields each supported provider needs, in the order the Payments page asks for them. */
export const PROVIDER_CREDENTIALS: Record<PaymentProvider, readonly string[]> = {
  sandbox: [],
  stripe: ['secret_key', 'webhook_secret'],
  razorpay: ['key_id', 'key_secret', 'webhook_secret'],
  gokwik: [],
  payu: [],
  easebuzz: [],
  cashfree: ['client_id', 'client_secret'],
};

export const PAYMENT_STATUSES = ['due', 'paid', 'invalid', 'refunded', 'refund_failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The spec's message (section 8) for a payment we could not accept. */
export const PAYMENT_INVALID_MESSAGE = 'Payment failed to validate — your amount will be refunded';
