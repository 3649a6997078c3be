import { z } from 'zod';
import { PRICE_DIFFERENCE_CHOICES } from '../payments/collector';
import { PAYMENT_COLLECTORS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../payments/providers';
import { amount, isoDate } from './shared';

// ---- Payments page: GET /payments/v1/providers, PUT /payments/v1/providers/{provider} ----
export const paymentProviderName = z.enum(PAYMENT_PROVIDERS);
export const paymentProviderParams = z.object({ provider: paymentProviderName });

export const paymentProviderView = z.object({
  provider: paymentProviderName,
  /** A real client exists; the others are shown as "not yet supported". */
  supported: z.boolean(),
  /** Credentials are saved (never sent back: only which fields are set). */
  configured: z.boolean(),
  /**
   * The store's active provider: switched on, with credentials it accepted, allowed by the plan. Whether
   * it collects price differences is `price_differences.collector` (a Shopify store chooses).
   */
  active: z.boolean(),
  /** When the provider last accepted the saved credentials; null: never checked, so not connected. */
  verified_at: isoDate.nullable(),
  credential_fields: z.array(z.string()),
  /** Where the provider sends its signed webhooks, once saved. */
  webhook_url: z.string().nullable(),
});
export type PaymentProviderView = z.infer<typeof paymentProviderView>;

// ---- Who collects price differences: GET with the providers, PUT /payments/v1/price-differences ----
export const priceDifferenceChoice = z.enum(PRICE_DIFFERENCE_CHOICES);
export const priceDifferencesView = z.object({
  platform: z.enum(['demo', 'shopify']),
  /** The Shopify store's choice (Shopify checkout by default); stores not on Shopify have none to make. */
  collect_with: priceDifferenceChoice.nullable(),
  /** Who collects now. */
  collector: z.enum(PAYMENT_COLLECTORS),
  /** The active provider a Shopify store may choose instead of its checkout; null when none is. */
  provider: paymentProviderName.nullable(),
});
export type PriceDifferencesView = z.infer<typeof priceDifferencesView>;
export const priceDifferencesBody = z.object({ collect_with: priceDifferenceChoice });
export type PriceDifferencesBody = z.infer<typeof priceDifferencesBody>;

export const paymentProviderList = z.object({
  docs: z.array(paymentProviderView),
  price_differences: priceDifferencesView,
});

export const paymentProviderBody = z.object({
  credentials: z.record(z.string().max(64), z.string().trim().min(1).max(500)).default({}),
  /** The store's one active provider: activating one deactivates the others. */
  active: z.boolean(),
});
export type PaymentProviderBody = z.input<typeof paymentProviderBody>;

// ---- GET admin/transactions/{id} (id = request id): what was charged and refunded through providers ----
export const paymentTransaction = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_COLLECTORS),
  kind: z.enum(['payment', 'refund']),
  /** A refund of a return through a provider that is still on its way is `refund_pending`. */
  status: z.enum([...PAYMENT_STATUSES, 'refund_pending']),
  amount,
  currency: z.string(),
  reference: z.string().nullable(),
  message: z.string().nullable(),
  created_at: isoDate,
});
export const paymentTransactionList = z.object({ docs: z.array(paymentTransaction) });

// ---- GET active-refund/list: providers a refund to the original payment can go through ----
export const activeRefundList = z.object({
  docs: z.array(z.object({ provider: paymentProviderName, supported: z.boolean(), active: z.boolean() })),
});

// ---- Portal: GET /customer/v1/requests/{id}/payment?session= ----
export const portalPayment = z.object({
  status: z.enum(PAYMENT_STATUSES),
  amount,
  currency: z.string(),
  /** The provider's payment page while the payment is due. */
  payment_url: z.string().nullable(),
  /** The spec's message when a payment could not be accepted. */
  message: z.string().nullable(),
});
export type PortalPayment = z.infer<typeof portalPayment>;

export const webhookAck = z.object({ received: z.literal(true) });
