// The shopper portal's API: the refund preview, the request itself and its details page.
import { z } from 'zod';
import { NEXT_STEP_CODES } from '../shopper/next-step';
import { SHOPPER_REFUND_STATES } from '../shopper/refund-state';
import { needsAddress, RETURN_METHODS } from '../shopper/return-method';
import { TIMELINE_CODES } from '../shopper/timeline';
import { SHOPPER_TRACKING_STATES } from '../shopper/tracking-state';
import {
  isBankCode,
  isDigitsOnly,
  isEmail,
  isLettersAndSpaces,
  isNonBlank,
  isPhone,
  isPostalCode,
} from '../validation/fields';
import { validationMessages as vm } from '../validation/messages';
import { portalMedia, UPLOAD_LIMITS } from './portal-catalogue';
import { portalDropOffPlace } from './portal-drop-off-places';
import {
  PORTAL_LANGUAGES,
  portalAddress,
  portalPhone,
  portalRequestSummary,
  sessionIdSchema,
} from './portal-session';
import { amount, plannedKind, refundMode, requestStatus } from './shared';

// ---- POST /api/customer/v1/refund-preview ----

export const requestItemInput = z.object({
  line_item_id: z.string().min(1),
  quantity: z
    .number({ error: 'Please choose a quantity' })
    .int()
    .min(1, 'Please choose a quantity')
    .max(1000),
  /** For exchanges: the variant the shopper gets instead. */
  exchange_variant_id: z.string().min(1).optional(),
  /**
   * For exchanges, instead of `exchange_variant_id`, when the store has "multiple exchange products"
   * on: every new variant for this item with its quantity (e.g. two cheaper items for one returned).
   */
  exchange_variants: z
    .array(z.object({ variant_id: z.string().min(1), quantity: z.number().int().min(1).max(100) }))
    .min(1)
    .max(10)
    .optional(),
  /** The reason, when chosen: rules with reason conditions (fees, green returns) use it. */
  reason_id: z.uuid({ error: 'Please choose a reason' }).optional(),
  /**
   * For exchanges, with upsell booster: products added from the item's upsell offer
   * (`GET /customer/v1/upsells`), each variant once, bought at the offer's price.
   */
  upsells: z
    .array(
      z.object({
        rule_id: z.string().min(1).max(64),
        variant_id: z.string().min(1).max(64),
        quantity: z.number().int().min(1).max(5),
      }),
    )
    .max(5)
    .optional(),
});

export const refundPreviewBody = z.object({
  session_id: sessionIdSchema,
  kind: plannedKind,
  /** Required for returns; for exchanges, how a price difference owed to the shopper is paid. */
  refund_mode: refundMode.optional(),
  items: z.array(requestItemInput).min(1, 'Choose at least one item').max(50),
});
export type RefundPreviewBody = z.input<typeof refundPreviewBody>;

export const previewItem = z.object({
  line_item_id: z.string(),
  quantity: z.number().int(),
  /** Unit price x quantity, before discounts. */
  item_value: amount,
  /** Discount paid less on these units: not given back. */
  discount: amount,
  tax: amount,
  /** What the shopper paid for these units. */
  paid: amount,
  /** Return fee taken from this item. */
  fee: amount,
  refund: amount,
  bonus: amount,
  /** Promotion credit for this item (docs/rules.md), on top of the refund. */
  incentive: amount.optional(),
  /** Green return: the shopper keeps the item (no need to send it back). */
  green_return: z
    .object({ keep_item: z.literal(true), message: z.string() })
    .nullable()
    .optional(),
  exchange: z
    .object({
      variant_id: z.string(),
      /** New variant's price x quantity. */
      new_price: amount,
      /** Original discount carried forward onto the new item. */
      carried_discount: amount,
      /** Discount of the original that is not carried forward onto the new item. */
      discount_not_carried_forward: amount,
      /** Signed: positive, the shopper pays; negative, the store pays back. */
      difference: amount,
      payer: z.enum(['customer', 'merchant', 'none']),
      amount_due: amount,
      /** Every new variant of the item with its unit price (several with multiple exchange products). */
      variants: z
        .array(z.object({ variant_id: z.string(), quantity: z.number().int(), price: amount }))
        .optional(),
      /** Added upsell products after their offer's discount (part of `difference`). */
      upsell_cost: amount.optional(),
      /** Each added upsell product: unit price and the offer's discount per unit. */
      upsells: z
        .array(
          z.object({
            rule_id: z.string(),
            variant_id: z.string(),
            quantity: z.number().int(),
            price: amount,
            discount: amount,
          }),
        )
        .optional(),
    })
    .nullable(),
});

export const refundPreviewResponse = z.object({
  currency: z.string(),
  presentment_currency: z.string(),
  refund_mode: refundMode.nullable(),
  items: z.array(previewItem),
  totals: z.object({
    item_value: amount,
    discount: amount,
    tax: amount,
    /** The order's prices include tax: `tax` is part of the item value, not added to it. */
    taxes_included: z.boolean(),
    paid: amount,
    /** Return fee with its tax, as far as it could be taken from the refund. */
    return_fee: amount,
    bonus: amount,
    /** Promotion credits of the items. */
    incentive: amount.optional(),
    refund: amount,
    /** refund + bonus (+ incentives): what the shopper receives. */
    total: amount,
    /** What the shopper pays for exchanges dearer than the original. */
    amount_due: amount,
    /** For exchanges: 'customer' pays the difference, 'merchant' pays it back, 'none' even. */
    payer: z.enum(['customer', 'merchant', 'none']),
    /** The refund in the shopper's currency. */
    presentment_refund: amount,
  }),
});
export type RefundPreviewResponse = z.infer<typeof refundPreviewResponse>;

/** The preview of a gift session: what happens to each item, never an amount. */
export const giftRefundPreviewResponse = z.object({
  gift: z.literal(true),
  refund_mode: z.literal('store_credit'),
  items: z.array(
    z.object({
      line_item_id: z.string(),
      quantity: z.number().int(),
      green_return: previewItem.shape.green_return,
      exchange: z.object({ variant_id: z.string() }).nullable(),
    }),
  ),
});
export type GiftRefundPreviewResponse = z.infer<typeof giftRefundPreviewResponse>;
export const anyRefundPreviewResponse = z.union([refundPreviewResponse, giftRefundPreviewResponse]);

// ---- POST /api/customer/v1/requests (header Idempotency-Key) ----

export const bankDetailsInput = z.object({
  account_holder_name: z
    .string({ error: vm.lettersAndSpaces })
    .trim()
    .refine(isLettersAndSpaces, vm.lettersAndSpaces),
  account_number: z.string({ error: vm.digitsOnly }).trim().refine(isDigitsOnly, vm.digitsOnly),
  bank_code: z.string({ error: vm.bankCode }).trim().toUpperCase().refine(isBankCode, vm.bankCode),
});
export type BankDetailsInput = z.input<typeof bankDetailsInput>;

const requiredText = (max = 200) =>
  z.string({ error: vm.nonBlank }).trim().max(max).refine(isNonBlank, vm.nonBlank);

export const addressInput = z.object({
  first_name: requiredText(100),
  last_name: z.string().trim().max(100).default(''),
  address_line_1: requiredText(200),
  address_line_2: z.string().trim().max(200).default(''),
  city: requiredText(100),
  province: z.string().trim().max(100).default(''),
  country: requiredText(100),
  postal_code: requiredText(20),
});
export type AddressInput = z.input<typeof addressInput>;

/** Where an exchange's new item ships: an address whose PIN or postal code fits its country. */
export const shipToInput = addressInput.superRefine((a, ctx) => {
  if (!isPostalCode(a.postal_code, a.country))
    ctx.addIssue({ code: 'custom', path: ['postal_code'], message: vm.postalCode });
});

export const phoneInput = z.object({
  /** A dial code of PHONE_COUNTRY_CODES ("+91"). */
  dial_code: z.string().regex(/^\+\d{1,4}$/, 'Please choose a country code'),
  number: z.string({ error: vm.phone }).trim().refine(isPhone, vm.phone),
});

export const PICKUP_ADDRESS_MESSAGE = 'Please enter the address the courier picks up from';

export const createRequestItemInput = requestItemInput.extend({
  reason_id: z.uuid({ error: 'Please choose a reason' }),
  comment: z.string().trim().max(1000, 'Keep the comment under 1000 characters').default(''),
  /** Ids from the upload endpoint, uploaded with the same session. */
  media_ids: z
    .array(z.uuid())
    .max(UPLOAD_LIMITS.maxFilesPerItem, 'Attach at most 5 files per item')
    .default([]),
});

export const createRequestBody = z
  .object({
    session_id: sessionIdSchema,
    kind: plannedKind,
    refund_mode: refundMode.optional(),
    /** Required when refund_mode is bank_transfer. */
    bank_details: bankDetailsInput.optional(),
    method: z.enum(RETURN_METHODS).default('pickup'),
    /** The portal's language when the shopper submitted: their emails are written in it. */
    language: z.enum(PORTAL_LANGUAGES).optional(),
    /** The pickup address: required for a pickup, ignored (never stored) for drop-off and self-ship. */
    address: addressInput.optional(),
    /** An exchange: where the new item ships; the order's shipping address when not sent. Ignored for returns. */
    ship_to: shipToInput.optional(),
    phone: phoneInput,
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || isEmail(v), vm.email)
      .default(''),
    items: z.array(createRequestItemInput).min(1, 'Choose at least one item').max(50),
  })
  .superRefine((body, ctx) => {
    if (needsAddress(body.method) && !body.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: PICKUP_ADDRESS_MESSAGE });
  });
export type CreateRequestBody = z.input<typeof createRequestBody>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header' })
  .min(8, 'Send an Idempotency-Key header')
  .max(100, 'Send an Idempotency-Key header')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Send an Idempotency-Key header');
export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

// ---- GET /api/customer/v1/requests/{request_id}?session= ----

export const portalRequestItem = z.object({
  id: z.string(),
  line_item_id: z.string(),
  title: z.string(),
  variant_title: z.string().nullable(),
  image_url: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  comment: z.string(),
  media: z.array(portalMedia),
  refund_mode: refundMode.nullable(),
  /** Unit price before discounts, and what the shopper paid for the requested units (null: gift session). */
  unit_price: amount.nullable(),
  /** Paid per unit after discounts: core `paidPerUnit`, the order list's `price_paid` (null: gift session). */
  price_paid: amount.nullable(),
  paid: amount.nullable(),
  refund_amount: amount.nullable(),
  exchange_variant: z
    .object({ id: z.string(), title: z.string(), price: amount.nullable(), quantity: z.number().int() })
    .nullable(),
  /** Every new variant when several were chosen (multiple exchange products); the first is `exchange_variant`. */
  exchange_variants: z
    .array(
      z.object({ id: z.string(), title: z.string(), price: amount.nullable(), quantity: z.number().int() }),
    )
    .optional(),
  /** Upsell products added to the exchange: unit price and the offer's discount per unit. */
  upsells: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        quantity: z.number().int(),
        price: amount.nullable(),
        discount: amount.nullable(),
      }),
    )
    .optional(),
});

export const timelineEntry = z.object({
  at: z.string(),
  /** Event type: created, approved, rejected, in_transit, received, refunded, exchanged... */
  type: z.string(),
  /** Status after the event, when it changed one. */
  status: requestStatus.nullable(),
  /** What the portal words in the shopper's language (core `shopperTimeline`). */
  code: z.enum(TIMELINE_CODES),
  /** Plain strings: `amount` is a decimal string in `currency`, `mode` a refund mode, `from`/`to` methods. */
  params: z.record(z.string(), z.string()),
});

const tracking = z.object({
  company: z.string(),
  number: z.string(),
  url: z.string().nullable(),
  /** Where the parcel is, as a code the portal words for the shopper (core `shopperTrackingState`). */
  status: z.enum(SHOPPER_TRACKING_STATES).nullable(),
});

/** A refund as it stands: pending until the platform confirmed it, done, or failed (never shown as done). */
export const portalRefund = z.object({
  id: z.string(),
  /** Null in a gift session. */
  amount: amount.nullable(),
  currency: z.string(),
  mode: refundMode,
  state: z.enum(SHOPPER_REFUND_STATES),
  at: z.string(),
  /** Store credit issued as a gift card: its last characters (the full code is in the refund email). */
  gift_card_last_characters: z.string().nullable(),
});

/** How to send the parcel back, for the method the request was approved with. */
export const returnInstructions = z.object({
  method: z.enum(RETURN_METHODS),
  /** Self-ship: the store's return location. */
  return_address: z
    .object({
      name: z.string(),
      address_line_1: z.string(),
      address_line_2: z.string(),
      city: z.string(),
      province: z.string(),
      country: z.string(),
      postal_code: z.string(),
    })
    .nullable(),
  /** Pickup: the courier booked on approval (null until it is). */
  courier: z.string().nullable(),
  /** Pickup, once approved: when the courier comes (core `pickupWindow`), instants and the store's zone. */
  pickup_window: z.object({ from: z.string(), to: z.string(), time_zone: z.string() }).nullable(),
  /** Self-ship: the label or QR code to print, when the store made one. */
  label_url: z.string().nullable(),
  /** Drop-off: where the shopper may take the parcel. */
  drop_off_places: z.array(portalDropOffPlace),
});

export const portalRequestDetails = portalRequestSummary.extend({
  order: z.object({ id: z.string(), name: z.string() }),
  /** The method as approved (the shopper's own choice until then). */
  method: z.enum(RETURN_METHODS),
  /** The merchant approved with another method than the shopper chose, and why. */
  method_change: z
    .object({ from: z.enum(RETURN_METHODS), to: z.enum(RETURN_METHODS), note: z.string() })
    .nullable(),
  /** The pickup address; null for drop-off and self-ship, which never ask for it. */
  address: portalAddress.nullable(),
  /** An exchange: the address the new item ships to (null for returns). */
  ship_to: portalAddress.nullable(),
  phone: portalPhone,
  email: z.string(),
  bank_details: z
    .object({ account_holder_name: z.string(), account_number_last4: z.string(), bank_code: z.string() })
    .nullable(),
  /** Null in a gift session, like every amount of the details. */
  return_fee: amount.nullable(),
  bonus: amount.nullable(),
  amount_due: amount.nullable(),
  payer: z.enum(['customer', 'merchant', 'none']),
  request_items: z.array(portalRequestItem),
  /** One "what happens next" line for the status (core `nextStep`). */
  next_step: z.enum(NEXT_STEP_CODES),
  instructions: returnInstructions,
  /** The refunds made or being made, from our records and the platform's confirmation. */
  refunds: z.array(portalRefund),
  /**
   * Money that moved (succeeded refunds): the modes it was paid in, its total and the store-credit bonus
   * in it (null amounts in a gift session). Null until a refund succeeded.
   */
  refund_paid: z
    .object({ modes: z.array(refundMode), amount: amount.nullable(), bonus: amount.nullable() })
    .nullable(),
  /** The shopper's store-credit balance once a store-credit refund went through. */
  store_credit: z.object({ balance: amount, currency: z.string() }).nullable(),
  /** The new order of an exchange, with its tracking once shipped. */
  exchange_order: z.object({ name: z.string(), tracking: tracking.nullable() }).nullable(),
  timeline: z.array(timelineEntry),
  tracking: tracking.nullable(),
  /** Messages the merchant sent to the shopper, oldest first. */
  messages: z.array(z.object({ at: z.string(), body: z.string() })),
});
export type PortalRequestDetails = z.infer<typeof portalRequestDetails>;
