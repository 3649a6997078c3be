// Analytics (docs/analytics.md): every call takes a date range in the store's timezone and compares
// it with the period just before (docs/analytics.md).
import { z } from 'zod';
import { amount, calendarDay, isoDate, refundMode, requestKind, requestStatus } from './shared';

export const analyticsQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const countComparison = z.object({
  current: z.number(),
  previous: z.number(),
  change_percent: z.number().nullable(),
});
const amountComparison = z.object({
  current: amount,
  previous: amount,
  change_percent: z.number().nullable(),
});

const period = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.number(),
  previous: z.object({ from: z.iso.date(), to: z.iso.date() }),
  timezone: z.string(),
});
const base = { period, currency: z.string() };

export const metricsResponse = z.object({
  ...base,
  requests: countComparison,
  returns: countComparison,
  exchanges: countComparison,
  /** Shoppers' cancellations of items that had not shipped. */
  cancellations: countComparison,
  items: countComparison,
  /**
   * Value paid for the units asked for, returns, exchanges and cancellations, rejected and cancelled aside (the measures:
   * docs/analytics.md "What each measure is").
   */
  returned_value: amountComparison,
  /** Refunds that succeeded, store credit aside. */
  refunded: amountComparison,
  /** Returned value of exchanges plus store-credit refunds that succeeded: money that stayed in the store. */
  kept: amountComparison,
});

export const returnVsExchangeResponse = z.object({
  ...base,
  days: z.array(z.object({ day: z.iso.date(), returns: z.number(), exchanges: z.number() })),
  returns: countComparison,
  exchanges: countComparison,
});

const share = z.number();
export const reasonMetricResponse = z.object({
  ...base,
  reasons: z.array(z.object({ reason: z.string(), items: z.number(), share })),
});

export const requestMetricsResponse = z.object({
  ...base,
  total: countComparison,
  statuses: z.array(z.object({ status: requestStatus, count: z.number() })),
  needs_attention: z.number(),
  /** Median days from request to its first successful refund, one decimal; null without refunds. */
  median_days_to_refund: z.number().nullable(),
});

export const requestRegionsResponse = z.object({
  ...base,
  regions: z.array(z.object({ country: z.string(), requests: z.number(), share })),
});

export const requestGraphsResponse = z.object({
  ...base,
  days: z.array(z.object({ day: z.iso.date(), requests: z.number(), items: z.number(), refunded: amount })),
});

export const requestProductsResponse = z.object({
  ...base,
  products: z.array(
    z.object({
      product_id: z.string().nullable(),
      title: z.string(),
      requests: z.number(),
      quantity: z.number(),
      returned_value: amount,
      /** The reason given most for this product. */
      top_reason: z.string(),
    }),
  ),
});

export const returnExchangeReasonsResponse = z.object({
  ...base,
  reasons: z.array(
    z.object({ reason: z.string(), returns: z.number(), exchanges: z.number(), cancellations: z.number() }),
  ),
});

export const paymentCapturesResponse = z.object({
  ...base,
  /** Requests where the shopper owed a price difference. */
  requests: countComparison,
  amount: amountComparison,
});

export const automationUsageResponse = z.object({
  ...base,
  /** Request changes made by the system (workflows, automations, webhooks) rather than a person. */
  automated: countComparison,
  manual: countComparison,
  by_type: z.array(z.object({ type: z.string(), count: z.number() })),
});

export const refundModesResponse = z.object({
  ...base,
  modes: z.array(z.object({ mode: refundMode, refunds: z.number(), amount, share })),
});

export const shippingProvidersResponse = z.object({
  ...base,
  /** `courier` null: the shopper ships or drops off without a courier booked by the store. */
  providers: z.array(z.object({ courier: z.string().nullable(), requests: z.number(), share })),
});

export const returnMethodsResponse = z.object({
  ...base,
  methods: z.array(z.object({ method: z.string(), requests: z.number(), share })),
});

const customerRow = z.object({
  email: z.string(),
  name: z.string(),
  requests: z.number(),
  returns: z.number(),
  exchanges: z.number(),
  items: z.number(),
  returned_value: amount,
  last_request_at: isoDate,
});

export const customersMetricsResponse = z.object({
  ...base,
  customers: countComparison,
  /** Customers with two requests or more in the period: the serial-returner signal. */
  repeat_customers: countComparison,
  top: z.array(customerRow),
});

export const customersAllQuery = analyticsQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
});
export const customersAllResponse = z.object({
  ...base,
  docs: z.array(customerRow),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const exchangeRoiResponse = z.object({
  ...base,
  kept_by_exchanges: amount,
  kept_by_store_credit: amount,
  kept_total: amount,
  refunded: amount,
  retention_percent: z.number(),
  plan_cost: amount,
  plan_currency: z.string(),
  plan_label: z.string(),
  return_on_plan: z.number().nullable(),
});

export const customerDetailsQuery = z.object({
  email: z.email({ error: 'Enter a valid email' }).trim().toLowerCase(),
});
export const customerDetailsResponse = z.object({
  currency: z.string(),
  email: z.string(),
  name: z.string(),
  requests: z.number(),
  items: z.number(),
  returned_value: amount,
  refunded: amount,
  first_request_at: isoDate.nullable(),
  last_request_at: isoDate.nullable(),
  recent: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: requestKind,
      status: requestStatus,
      requested_amount: amount,
      created_at: isoDate,
    }),
  ),
});

export const storeDetailsResponse = z.object({
  name: z.string(),
  domain: z.string(),
  currency: z.string(),
  country: z.string(),
  timezone: z.string(),
  platform: z.string(),
  plan_label: z.string(),
  requests_total: z.number(),
  first_request_at: isoDate.nullable(),
});

export const EXPORT_KINDS = ['requests', 'refunds', 'items'] as const;
export const exportQuery = analyticsQuery.extend({ type: z.enum(EXPORT_KINDS) });
