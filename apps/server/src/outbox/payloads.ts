import type { SideEffect } from '@roundtrip/core';
import { COURIERS } from '@roundtrip/core';
import { RATE_RULES } from '@roundtrip/core/couriers';
import { ORIGINAL_PAYMENT_PROVIDERS } from '@roundtrip/core/payments';
import { z } from 'zod';

// The payload each kind of side effect stores in its outbox row, as a schema: whoever queues an
// effect (enqueue.ts) writes one that compiles, and its handler (jobs/effects) reads it back parsed.

/** What a returned unit becomes on the platform (the platform's disposition types). */
const DISPOSITIONS = ['RESTOCKED', 'NOT_RESTOCKED', 'MISSING'] as const;

export const createReturnPayload = z.object({
  lineItems: z.array(z.object({ lineItemId: z.string(), quantity: z.number(), reason: z.string() })),
  /** The return the shopper requested on the platform, known at approval: approved instead of created. */
  returnId: z.string().optional(),
});

export const declineReturnPayload = z.object({ note: z.string(), returnId: z.string() });

export const cancelReturnPayload = z.union([
  /** An approval's return: the one its create_return effect (this row id) made, once it has run. */
  z.object({ createReturnId: z.string() }),
  /** A return the shopper requested on the platform, known when the merchant cancelled. */
  z.object({ returnId: z.string() }),
]);

export const closeReturnPayload = z.object({});

export const disposeItemsPayload = z.object({
  dispositions: z.array(
    z.object({
      lineItemId: z.string(),
      quantity: z.number(),
      type: z.enum(DISPOSITIONS),
      locationId: z.string().optional(),
    }),
  ),
  close: z.boolean(),
});

export const createExchangeOrderPayload = z.object({
  lineItems: z.array(
    z.object({ variantId: z.string(), quantity: z.number(), unitDiscount: z.string().optional() }),
  ),
  /** What the returned items are worth, paying for the new order (decimal string). */
  returnedValue: z.string(),
  /** Created with its fulfillment on hold until the return is received. */
  hold: z.boolean(),
  /** Made even without stock (exchange for out-of-stock products); absent in older rows: no. */
  backorder: z.boolean().optional(),
  name: z.string(),
  tags: z.array(z.string()),
  /** The shopper's corrected ship-to address; absent, the original order's. */
  shippingAddress: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      province: z.string(),
      country: z.string(),
      zip: z.string(),
    })
    .optional(),
});

export const releaseHoldPayload = z.object({});

export const createShipmentPayload = z.object({ courier: z.string() });

export const createLabelPayload = z.object({
  courier: z.enum(COURIERS),
  /** From the approve dialog's weight (validate-weight); absent: half a kilogram a unit. */
  grams: z.number().int().positive().optional(),
  /** The quote the approval was made with (rate shopping): kept on the label as it was shown. */
  quote: z
    .object({
      service: z.string(),
      amount: z.string(),
      currency: z.string(),
      days: z.number().nullable(),
      rule: z.enum(RATE_RULES),
    })
    .optional(),
});

export const cancelLabelPayload = z.object({ createLabelId: z.string() });

export const reshipPayload = z.object({ reshipId: z.string(), shippingCompany: z.string() });

export const refundPayload = z.object({
  /** The refund record this pays out. */
  refundId: z.string(),
  amount: z.string(),
  /** The same refund in the order's presentment currency, when it differs from the shop's. */
  presentmentAmount: z.string().optional(),
  /** The platform idempotency key, fixed when the refund was asked for. */
  key: z.string(),
  /** Frozen when the refund was asked for: every attempt under `key` sends the same input. */
  returnId: z.string().nullable(),
  lineItems: z.array(z.object({ lineItemId: z.string(), quantity: z.number() })),
  note: z.string().optional(),
  /** Set when the merchant refunds the original payment through a payment provider, not the platform. */
  provider: z
    .object({ provider: z.enum(ORIGINAL_PAYMENT_PROVIDERS), providerId: z.string(), paymentId: z.string() })
    .optional(),
});

export const storeCreditPayload = refundPayload.extend({
  /** Absent: the customer's store-credit account. */
  form: z.enum(['credit_account', 'gift_card']).optional(),
});

export const notifyCustomerPayload = z.object({ notificationId: z.string() });

export const collectPaymentPayload = z.object({
  /** What the shopper owes, in minor units of `currency`. */
  amountMinor: z.number().int().positive(),
  currency: z.string(),
});

export const refundPaymentPayload = z.object({ paymentId: z.string() });

export const markOrderPaidPayload = z.object({ paymentId: z.string() });

export const wmsCreateReturnPayload = z.object({
  connectionId: z.string(),
  lines: z.array(z.object({ lineItemId: z.string(), quantity: z.number().int().positive() })),
});

export const flowTriggerPayload = z.object({
  handle: z.string().min(1),
  /** Built when the event was recorded (core's flowTriggerPayload), so every attempt sends the same. */
  payload: z.record(z.string(), z.unknown()),
});

export const cancelItemsPayload = z.object({
  lineItems: z.array(z.object({ lineItemId: z.string(), quantity: z.number().int().positive() })),
  /** Frozen when the shopper asked: every attempt sends the same call. */
  wholeOrder: z.boolean(),
});

/** Every kind's payload schema. */
const EFFECT_PAYLOADS = {
  create_return: createReturnPayload,
  decline_return: declineReturnPayload,
  cancel_return: cancelReturnPayload,
  close_return: closeReturnPayload,
  dispose_items: disposeItemsPayload,
  create_exchange_order: createExchangeOrderPayload,
  release_hold: releaseHoldPayload,
  create_shipment: createShipmentPayload,
  create_label: createLabelPayload,
  cancel_label: cancelLabelPayload,
  reship: reshipPayload,
  refund: refundPayload,
  store_credit: storeCreditPayload,
  notify_customer: notifyCustomerPayload,
  collect_payment: collectPaymentPayload,
  refund_payment: refundPaymentPayload,
  mark_order_paid: markOrderPaidPayload,
  wms_create_return: wmsCreateReturnPayload,
  flow_trigger: flowTriggerPayload,
  cancel_items: cancelItemsPayload,
} satisfies Record<SideEffect, z.ZodType>;

/** The payload each kind of side effect stores, as its schema reads it. */
export type EffectPayloads = { [K in SideEffect]: z.infer<(typeof EFFECT_PAYLOADS)[K]> };
