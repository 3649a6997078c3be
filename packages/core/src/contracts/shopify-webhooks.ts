// The parts of Shopify's webhook payloads Roundtrip reads (REST shapes, as Shopify sends them), and the
// privacy export list. Every payload schema is loose: fields we do not read pass through untouched.
import { z } from 'zod';

/** A REST id: a number in Shopify's JSON, kept as a string like the Platform's ids. */
const restId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const customer = z.looseObject({
  id: restId.nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

/** What the endpoint answers Shopify (any 2xx ends Shopify's retries). */
export const webhookReceipt = z.object({ status: z.enum(['accepted', 'duplicate', 'ignored']) });

/** returns/request, approve, decline, cancel, close, reopen: the return, read again from the platform. */
export const returnWebhook = z.looseObject({
  id: restId,
  order: z.looseObject({ id: restId }).nullish(),
});

export const refundWebhook = z.looseObject({
  id: restId,
  order_id: restId,
});

/**
 * orders/paid: an order made by our price-difference invoice (a draft order) carries our payment's id
 * in its note attributes; the amount is read in shop money.
 */
export const orderPaidWebhook = z.looseObject({
  id: restId,
  note_attributes: z.array(z.looseObject({ name: z.string(), value: z.unknown() })).nullish(),
  total_price_set: z
    .looseObject({ shop_money: z.looseObject({ amount: z.string(), currency_code: z.string() }) })
    .nullish(),
});

export const orderWebhook = z.looseObject({
  id: restId,
  cancelled_at: z.string().nullish(),
  cancel_reason: z.string().nullish(),
  fulfillments: z
    .array(
      z.looseObject({
        id: restId,
        status: z.string().nullish(),
        shipment_status: z.string().nullish(),
        delivered_at: z.string().nullish(),
        updated_at: z.string().nullish(),
      }),
    )
    .nullish(),
});

export const fulfillmentWebhook = z.looseObject({
  id: restId,
  order_id: restId,
  status: z.string().nullish(),
  shipment_status: z.string().nullish(),
  delivered_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** fulfillment_holds/added and /released: the fulfillment order's GraphQL id. */
export const fulfillmentHoldWebhook = z.looseObject({
  fulfillment_order: z.looseObject({ id: z.string(), status: z.string().nullish() }),
});

export const shopWebhook = z.looseObject({
  name: z.string().min(1).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  iana_timezone: z.string().min(1).optional(),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/** app_subscriptions/update: one of our app's subscriptions changed status on Shopify's side. */
export const appSubscriptionWebhook = z.looseObject({
  app_subscription: z.looseObject({ admin_graphql_api_id: z.string().min(1), status: z.string().min(1) }),
});

export const customersDataRequestWebhook = z.looseObject({
  customer,
  orders_requested: z.array(restId).default([]),
  data_request: z.looseObject({ id: restId }).nullish(),
});

export const customersRedactWebhook = z.looseObject({
  customer,
  orders_to_redact: z.array(restId).default([]),
});

/** One customer data export the merchant downloads (customers/data_request). */
export const privacyExport = z.object({
  id: z.string(),
  customer_id: z.string().nullable(),
  customer_email: z.string(),
  requests: z.number().int(),
  size: z.number().int(),
  created_at: z.string(),
});
export const privacyExportsResponse = z.object({ exports: z.array(privacyExport) });
export type PrivacyExport = z.infer<typeof privacyExport>;
