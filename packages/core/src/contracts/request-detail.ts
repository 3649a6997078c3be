// The merchant's request page (docs/processing.md): one request with its items, money, timeline and records.
import { z } from 'zod';
import { REQUEST_ACTIONS } from '../lifecycle/statuses';
import { PERMISSIONS } from '../permissions/permissions';
import { STORE_CREDIT_FORMS } from '../policy/store-credit-form';
import { REFUND_STATES, SHOPPER_REFUND_STATES, SHOWN_STATUSES } from '../shopper/refund-state';
import { RETURN_METHODS } from '../shopper/return-method';
import { portalAddress } from './portal-session';
import { requestRisk } from './risk';
import { amount, isoDate, refundMode, requestKind, requestStatus, uuid } from './shared';

// ---- GET /api/return-exchange/v1/{id}/common : the whole request page ----

const pageAction = z.enum([
  ...REQUEST_ACTIONS,
  'unarchive',
  'release_fulfillment',
  'retry',
  'enable',
  'resend',
]);

export const requestMediaItem = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  content_type: z.string(),
  size: z.number(),
  /** GET it with the bearer token (merchant route). */
  url: z.string(),
  original_name: z.string(),
});
export type RequestMediaItem = z.infer<typeof requestMediaItem>;

export const itemCountersSchema = z.object({
  requested: z.number(),
  approved: z.number(),
  received: z.number(),
  restocked: z.number(),
  not_restocked: z.number(),
  missing: z.number(),
  refunded: z.number(),
});

/** Core pricing output for one item, as decimal strings in the shop currency. */
export const itemPriceBreakdown = z.object({
  quantity: z.number(),
  gross: amount,
  discount: amount,
  tax: amount,
  shipping: amount,
  paid: amount,
  refundable: amount,
  fee: amount,
  refund: amount,
  bonus: amount,
  incentive: amount,
  total: amount,
  mode: refundMode,
  exchange: z
    .object({
      new_cost: amount,
      carried_discount: amount,
      /** Added upsell products after their offer's discount (part of the difference). */
      upsell_cost: amount.optional(),
      difference: amount,
      payer: z.enum(['customer', 'merchant', 'none']),
      amount_due: amount,
    })
    .nullable(),
});

export const requestDetailItem = z.object({
  id: z.string(),
  line_item_id: z.string(),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  sku: z.string().nullable(),
  image_url: z.string(),
  reason: z.string(),
  comment: z.string(),
  counters: itemCountersSchema,
  /**
   * The units of `counters.refunded` by where their money stands: paid (a succeeded refund), on its way,
   * or failed and not yet paid another way. Only `refunded` is money that moved.
   */
  refund_units: z.object({ refunded: z.number(), pending: z.number(), failed: z.number() }),
  actual_amount: amount,
  presentment_price: amount.nullable(),
  requested_refund_mode: refundMode.nullable(),
  exchange_variant: z
    .object({ id: z.string(), title: z.string().nullable(), price: amount.nullable() })
    .nullable(),
  /** Upsell products the shopper added to the exchange: unit price and the offer's discount per unit. */
  upsells: z
    .array(
      z.object({
        variant_id: z.string(),
        title: z.string(),
        quantity: z.number(),
        price: amount,
        discount: amount,
      }),
    )
    .optional(),
  media: z.array(requestMediaItem),
  price: itemPriceBreakdown,
});
export type RequestDetailItem = z.infer<typeof requestDetailItem>;

export const priceTotals = z.object({
  currency: z.string(),
  presentment_currency: z.string(),
  paid: amount,
  refundable: amount,
  fee: amount,
  fee_unrecovered: amount,
  refund: amount,
  bonus: amount,
  incentive: amount,
  total: amount,
  amount_due: amount,
  exchange_difference: amount,
  payer: z.enum(['customer', 'merchant', 'none']),
  presentment_refund: amount,
  /** Refund already recorded as succeeded or in flight (planned/pending). */
  refunded: amount,
  /** The refund ceiling left in the request's refund mode (`refund_options` has every mode). */
  refundable_now: amount,
  /** The store-credit bonus percent the request was made with (a store-credit refund earns it). */
  bonus_percent: z.number(),
  /**
   * What a refund in each mode may still pay (core `refundLeft`): the money, the store-credit bonus and
   * promotion credit on top of it (store credit only), and their total, the ceiling of that mode.
   */
  refund_options: z.array(
    z.object({ mode: refundMode, refund: amount, bonus: amount, incentive: amount, total: amount }),
  ),
  /** Money that moved (succeeded refunds) by the mode it was paid in, with the credit on top in it. */
  paid_by_mode: z.array(z.object({ mode: refundMode, amount: amount, bonus: amount, incentive: amount })),
});
export type PriceTotals = z.infer<typeof priceTotals>;

export const requestTimelineEntry = z.object({
  id: z.number(),
  type: z.string(),
  from_status: requestStatus.nullable(),
  to_status: requestStatus.nullable(),
  actor_type: z.enum(['customer', 'merchant', 'system']),
  actor_id: z.string().nullable(),
  message: z.string(),
  customer_visible: z.boolean(),
  /** A refund event: where its refund record stands now (pending, done, failed, replaced). */
  refund_state: z.enum(SHOPPER_REFUND_STATES).nullable(),
  created_at: isoDate,
});

export const requestComment = z.object({
  id: z.string(),
  message: z.string(),
  /** Sent to the shopper (shown on the details page) or kept for the team. */
  customer_visible: z.boolean(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  created_at: isoDate,
});
export type RequestComment = z.infer<typeof requestComment>;

export const REFUND_RECORD_STATUSES = ['planned', 'pending', 'succeeded', 'failed'] as const;
export const refundRecord = z.object({
  id: z.string(),
  mode: refundMode,
  status: z.enum(REFUND_RECORD_STATUSES),
  /** Everything the shopper gets, `bonus_amount` and `incentive_amount` included. */
  amount: amount,
  bonus_amount: amount,
  incentive_amount: amount,
  currency: z.string(),
  /** The same refund in the currency the shopper paid in, when the order was not paid in the shop's. */
  presentment_amount: amount.nullable(),
  presentment_currency: z.string().nullable(),
  reference: z.string().nullable(),
  error: z.string().nullable(),
  /** A failed refund paid instead by this later refund: it is never retried. */
  replaced_by: z.string().nullable(),
  created_at: isoDate,
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const SIDE_EFFECTS = [
  'create_return',
  'decline_return',
  'create_shipment',
  'create_label',
  'cancel_label',
  'dispose_items',
  'refund',
  'store_credit',
  'create_exchange_order',
  'release_hold',
  'cancel_return',
  'close_return',
  'reship',
  'notify_customer',
  'collect_payment',
  'refund_payment',
  'mark_order_paid',
  'wms_create_return',
  'flow_trigger',
  'cancel_items',
] as const;
export type SideEffect = (typeof SIDE_EFFECTS)[number];
export const SIDE_EFFECT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const sideEffectRow = z.object({
  id: z.string(),
  effect: z.enum(SIDE_EFFECTS),
  status: z.enum(SIDE_EFFECT_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  updated_at: isoDate,
});

export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
/** An email to the shopper announcing an event of the request (the page's "Customer emails"). */
export const requestNotification = z.object({
  id: z.string(),
  channel: z.enum(['email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The request event it announces (approved, refunded, message...). */
  event: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: isoDate.nullable(),
  created_at: isoDate,
});
export type RequestNotification = z.infer<typeof requestNotification>;

export const requestOrderInfo = z.object({
  id: z.string(),
  name: z.string(),
  created_at: isoDate.nullable(),
  financial_status: z.string().nullable(),
  payment_gateway_names: z.array(z.string()),
  is_cod: z.boolean(),
  total: amount.nullable(),
  currency: z.string(),
});

export const requestDetailResponse = z.object({
  id: z.string(),
  name: z.string(),
  kind: requestKind,
  status: requestStatus,
  /** Where the refund records stand (core `refundStateOf`). */
  refund_state: z.enum(REFUND_STATES),
  /** The status as pages show it: "Refunded" only for money that moved (core `shownStatus`). */
  shown_status: z.enum(SHOWN_STATUSES),
  source: z.enum(['portal', 'merchant', 'api', 'shopify']),
  method: z.enum(RETURN_METHODS),
  refund_mode: refundMode.nullable(),
  tags: z.array(z.string()),
  needs_attention: z.boolean(),
  attention_error: z.string().nullable(),
  archived: z.boolean(),
  /** What the merchant may do now (state machine and permissions both). */
  allowed_actions: z.array(pageAction),
  /** What the state machine allows now but the member's permissions do not, with the permission it needs. */
  blocked_actions: z.array(
    z.object({
      action: pageAction,
      permission: z.enum(PERMISSIONS),
    }),
  ),
  customer: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone_dial_code: z.string(),
    phone: z.string(),
  }),
  address: portalAddress.nullable(),
  /** An exchange: where the new item ships (the shopper's confirmed or corrected address). */
  ship_to: portalAddress.nullable().optional(),
  bank: z
    .object({ account_holder_name: z.string(), account_number_last4: z.string(), bank_code: z.string() })
    .nullable(),
  order: requestOrderInfo,
  tracking: z.object({
    courier: z.string().nullable(),
    company: z.string().nullable(),
    number: z.string().nullable(),
    url: z.string().nullable(),
    status: z.string().nullable(),
  }),
  platform_return_id: z.string().nullable(),
  exchange_order: z.object({ id: z.string(), held: z.boolean() }).nullable(),
  items: z.array(requestDetailItem),
  price: priceTotals,
  /**
   * How store credit reaches the shopper: the store's setting (`default`), and whether a gift card may be
   * chosen instead (the plan allows gift card refunds).
   */
  store_credit: z.object({
    default: z.enum(STORE_CREDIT_FORMS),
    gift_card_allowed: z.boolean(),
  }),
  refunds: z.array(refundRecord),
  /** Platform, courier and refund steps; customer emails are listed in `notifications`. */
  side_effects: z.array(sideEffectRow),
  timeline: z.array(requestTimelineEntry),
  comments: z.array(requestComment),
  /** Emails sent (or being sent) to the shopper, oldest first. */
  notifications: z.array(requestNotification),
  notes: z.string(),
  /** The return risk score from when it was submitted; null for a request made before scoring began. */
  risk: requestRisk.nullable().optional(),
  created_at: isoDate,
  updated_at: isoDate,
  /** Optimistic version, bumped by every change. */
  version: z.number(),
});
export type RequestDetailResponse = z.infer<typeof requestDetailResponse>;

// ---- GET /api/return-exchange/v1/{id}/common/{id2}: one item of the request ----

/** The product's API names the item id `id2`. */
export const requestItemDetailParams = z.object({ id: uuid, id2: uuid });
/** The item as in the detail response (its media included), with the request's events about it. */
export const requestItemDetailResponse = requestDetailItem.extend({
  request_id: z.string(),
  request_name: z.string(),
  currency: z.string(),
  /** Status changes of the request and the events naming this item (receipt, inspection), oldest first. */
  events: z.array(requestTimelineEntry),
});
export type RequestItemDetailResponse = z.infer<typeof requestItemDetailResponse>;
