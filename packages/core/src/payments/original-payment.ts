import { PAYMENT_PROVIDERS, type PaymentProvider } from './providers';

/** Providers a merchant may refund an order's original payment through (the built-in sandbox takes none). */
export const ORIGINAL_PAYMENT_PROVIDERS = PAYMENT_PROVIDERS.filter(
  (p): p is Exclude<PaymentProvider, 'sandbox'> => p !== 'sandbox',
);
export type OriginalPaymentProvider = (typeof ORIGINAL_PAYMENT_PROVIDERS)[number];

export const ORIGINAL_PAYMENT_PROVIDER_NAMES: Record<OriginalPaymentProvider, string> = {
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  gokwik: 'GoKwik',
  payu: 'PayU',
  easebuzz: 'Easebuzz',
  cashfree: 'Cashfree',
};

/** An order's payment as the platform lists it (Shopify's transactions). */
type OrderTransaction = {
  kind: string;
  status: string;
  gateway: string;
  authorization: string | null;
  receipt: Record<string, unknown>;
};

/**
 * Where each provider's receipt names its payment, when the transaction has no authorization (Cashfree:
 * its order, always).
 */
const RECEIPT_KEYS: Record<OriginalPaymentProvider, readonly string[]> = {
  stripe: ['payment_intent', 'id'],
  razorpay: ['razorpay_payment_id'],
  gokwik: ['payment_id'],
  payu: ['mihpayid'],
  easebuzz: ['easepayid'],
  cashfree: ['order_id'],
};

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * The provider's id of the order's payment taken through `provider` (a successful sale or capture whose
 * gateway is that provider), for a refund to the original payment made through the provider itself
 * when the platform cannot refund it (docs/payments.md). Null when the order was not paid through it.
 */
export function originalPaymentId(
  transactions: readonly OrderTransaction[],
  provider: OriginalPaymentProvider,
): string | null {
  const paid = transactions.find(
    (t) =>
      (t.kind === 'sale' || t.kind === 'capture') &&
      t.status === 'success' &&
      t.gateway.trim().toLowerCase() === provider,
  );
  if (!paid) return null;
  // Cashfree refunds an order, not a payment: the receipt's Cashfree order id is what a refund names.
  if (provider === 'cashfree') return text(paid.receipt.order_id);
  return (
    text(paid.authorization) ?? RECEIPT_KEYS[provider].map((k) => text(paid.receipt[k])).find(Boolean) ?? null
  );
}
