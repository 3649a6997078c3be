// The shopper portal's API (issue 5): every request and response body of the customer pages.
// Amounts are decimal strings in the named currency (DESIGN.md "Money"). Field names follow spec 3
// where it names them (address fields, refund modes, phone country code, variant option1..n).
import { z } from 'zod';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../lifecycle/statuses';
import { REFUND_MODES } from '../pricing/refund-types';
import {
  isBankCode,
  isDigitsOnly,
  isEmail,
  isLettersAndSpaces,
  isNonBlank,
  isPhone,
} from '../validation/fields';
import { validationMessages as vm } from '../validation/messages';

/** The lookup answer for a wrong store/order/contact combination: never says which half was wrong. */
export const ORDER_NOT_FOUND_MESSAGE =
  "We couldn't find an order with those details. Check the order number and the email or phone you used.";
/** A session that never existed or expired: 401 with code TOKEN_EXPIRED (the page sends the shopper to search again). */
export const SESSION_EXPIRED_MESSAGE = 'This link has expired. Please look up your order again.';

export const PORTAL_LANGUAGES = ['en', 'hi'] as const;
export const MEDIA_KINDS = ['image', 'video'] as const;
export const RETURN_METHODS = ['pickup', 'drop_off'] as const;

/** 256 random bits, base64url without padding (43 characters). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, SESSION_EXPIRED_MESSAGE);
export const portalHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Store not found');

const refundMode = z.enum(REFUND_MODES);
const requestKind = z.enum(REQUEST_KINDS);
const requestStatus = z.enum(REQUEST_STATUSES);
const amount = z.string();

// ---- query strings and params shared by several endpoints ----

export const sessionQuery = z.object({ session: sessionIdSchema });
/** GET /customer/v1/products/{id}/variants: with the line it replaces, exchange rules and smart exchange apply. */
export const productVariantsQuery = sessionQuery.extend({
  line_item_id: z.string().min(1).max(64).optional(),
  reason_id: z.uuid().optional(),
});
export const sessionParams = z.object({ session_id: sessionIdSchema });
export const storeHandleParams = z.object({ handle: portalHandleSchema });
export const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
export const requestIdParams = z.object({ request_id: z.uuid({ error: 'Not found' }) });
export const productIdParams = z.object({ product_id: z.string().min(1).max(64) });

// ---- GET /api/customer/v1/store/{handle} ----

/** The store's public face: what the search page and every portal page header need. */
export const portalStore = z.object({
  handle: z.string(),
  name: z.string(),
  logo_url: z.string(),
  /** CSS colour `#rrggbb`, or '' for the portal's default. */
  brand_color: z.string(),
  language: z.enum(PORTAL_LANGUAGES),
  currency: z.string(),
  country: z.string(),
  support_email: z.string(),
  return_enabled: z.boolean(),
  exchange_enabled: z.boolean(),
  /** Refund modes the store allows; an order's own list (COD) may be shorter. */
  refund_modes: z.array(refundMode),
  /** Bonus percent on refunds taken as store credit (0 = none). */
  store_credit_bonus_percent: z.number(),
  /** Several items of one order may go in one request. */
  return_multiple_items: z.boolean(),
  /** Exchanges may pick variants that are out of stock. */
  exchange_out_of_stock: z.boolean(),
  return_methods: z.array(z.enum(RETURN_METHODS)),
  /** Gift returns: the search page offers "This was a gift" (recipient, store credit, no prices). */
  gift_returns: z.boolean().optional(),
  /** The exchange page may pick several new variants for one returned item. */
  multiple_exchange_products: z.boolean().optional(),
});
export type PortalStore = z.infer<typeof portalStore>;

// ---- POST /api/customer/v1/session-data ----

export const createSessionBody = z.object({
  /** The store's portal handle (the `:url` of the search page). */
  store: portalHandleSchema,
  /** "#1001", "1001" or "DS1001": the order name with or without '#'. */
  order_number: z
    .string({ error: 'Please enter your order number' })
    .trim()
    .min(1, 'Please enter your order number')
    .max(40, 'Please enter your order number'),
  /** The email or the phone number used on the order (the server tells which by the '@'). */
  contact: z
    .string({ error: 'Please enter the email or phone used on the order' })
    .trim()
    .min(3, 'Please enter the email or phone used on the order')
    .max(254, 'Please enter the email or phone used on the order'),
  /** A gift recipient's lookup (only when the store has gift returns on). */
  gift: z.boolean().optional(),
  /** The recipient's email, required with `gift`: the store credit is issued to it. */
  gift_email: z
    .string()
    .trim()
    .max(254, vm.email)
    .refine((v) => isEmail(v), vm.email)
    .optional(),
});
export type CreateSessionBody = z.input<typeof createSessionBody>;

export const createSessionResponse = z.object({
  session_id: z.string(),
  expires_at: z.string(),
  store: z.string(),
  order_id: z.string(),
  /** A gift session: the pages show no prices and refunds go as store credit. */
  gift: z.boolean().optional(),
});
export type CreateSessionResponse = z.infer<typeof createSessionResponse>;

// ---- POST /api/customer/v1/session-data/{session_id} ----

export const itemEligibility = z.object({
  eligible: z.boolean(),
  /** Plain-language reasons when not eligible (docs/eligibility.md). */
  reasons: z.array(z.string()),
  /** Units that may still be requested of this kind (0 when not eligible). */
  max_quantity: z.number().int(),
});

export const portalOrderItem = z.object({
  line_item_id: z.string(),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  title: z.string(),
  variant_title: z.string().nullable(),
  image_url: z.string(),
  /** Option values of the bought variant, by option name ("Size": "M"). */
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number().int(),
  fulfilled_quantity: z.number().int(),
  /** Units already in earlier requests that are not rejected or cancelled. */
  already_requested: z.number().int(),
  /** Unit price before discounts (spec 3 actual_amount), shop currency. Null in a gift session. */
  unit_price: amount.nullable(),
  /** What the shopper paid per unit after discounts, in the presentment currency. Null in a gift session. */
  price_paid: amount.nullable(),
  /** Discount on the whole line, shop currency. Null in a gift session. */
  total_discount: amount.nullable(),
  return: itemEligibility,
  exchange: itemEligibility,
});
export type PortalOrderItem = z.infer<typeof portalOrderItem>;

/** Spec 3 "Address" (plus last name and the phone the courier calls). */
export const portalAddress = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postal_code: z.string(),
});
export type PortalAddress = z.infer<typeof portalAddress>;

export const portalPhone = z.object({ dial_code: z.string(), number: z.string() });

export const portalRequestSummary = z.object({
  id: z.string(),
  /** Shown to people: "1001-R1" / "1001-E2" (order name without "#", R or E, the count of requests on the order). */
  name: z.string(),
  kind: requestKind,
  status: requestStatus,
  created_at: z.string(),
  items: z.array(z.object({ line_item_id: z.string(), title: z.string(), quantity: z.number().int() })),
  refund_mode: refundMode.nullable(),
  /** Null in a gift session. */
  refund_amount: amount.nullable(),
  currency: z.string(),
});
export type PortalRequestSummary = z.infer<typeof portalRequestSummary>;

export const portalOrder = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  currency: z.string(),
  presentment_currency: z.string(),
  is_cod: z.boolean(),
  fulfilled_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Refund modes this order may use: the store's list, without pay_to_source for COD orders. */
  refund_modes: z.array(refundMode),
  customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
  /** The shipping address, in the portal's address shape, to prefill the pickup form. */
  shipping_address: portalAddress.nullable(),
  items: z.array(portalOrderItem),
});
export type PortalOrder = z.infer<typeof portalOrder>;

export const sessionDataResponse = z.object({
  session_id: z.string(),
  expires_at: z.string(),
  store: portalStore,
  order: portalOrder,
  requests: z.array(portalRequestSummary),
  /** A gift recipient's session: every price is null and the only refund mode is store credit. */
  gift: z.boolean().optional(),
});
export type SessionDataResponse = z.infer<typeof sessionDataResponse>;

// ---- GET /api/return-exchange-reason/v1?page=1&limit=100[&session=] ----

export const reasonListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  /** A shopper's session instead of a merchant's token. */
  session: sessionIdSchema.optional(),
  /** Only reasons offered for this kind (both kinds when absent). */
  kind: requestKind.optional(),
});
export const REASON_KINDS = ['return', 'exchange', 'both'] as const;
export const returnReason = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(REASON_KINDS),
  /** The shopper must attach photos or a video (e.g. damaged, wrong item). */
  requires_media: z.boolean(),
  /** The shopper must write a comment. */
  requires_comment: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type ReturnReason = z.infer<typeof returnReason>;
export const reasonListResponse = z.object({
  docs: z.array(returnReason),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReasonListResponse = z.infer<typeof reasonListResponse>;

// ---- POST /api/customer/v1/upload?session= (multipart, field name "files") ----

export const portalMedia = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Decided from the file's bytes, never from its declared type or name. */
  content_type: z.string(),
  size: z.number().int(),
  /** Relative API path that serves the file to this session (append `?session=`). */
  url: z.string(),
  original_name: z.string(),
});
export type PortalMedia = z.infer<typeof portalMedia>;
export const uploadResponse = z.object({ files: z.array(portalMedia) });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** Upload limits (docs/portal.md); the page checks them too to fail fast. */
export const UPLOAD_LIMITS = {
  maxImageBytes: 10 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  maxFilesPerRequest: 5,
  /** Media a whole return request may carry. */
  maxFilesPerItem: 5,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/avif'],
} as const;

// ---- GET /api/customer/v1/products/{product_id}/variants?session= ----

export const exchangeVariant = z.object({
  id: z.string(),
  title: z.string(),
  option1: z.string().nullable(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  /** Null in a gift session. */
  price: amount.nullable(),
  currency: z.string(),
  in_stock: z.boolean(),
  blocked: z.boolean(),
  /** May be picked for an exchange under the store's settings (blocked and, unless allowed, out of stock: no). */
  selectable: z.boolean(),
  /** Why it cannot be picked ("Out of stock", "Not available for exchange"), or null. */
  unavailable_reason: z.string().nullable(),
  /** Smart exchange (Grow): the variant suggested from the reason, when `line_item_id` and `reason_id` are sent. */
  suggested: z.boolean().optional(),
});
export type ExchangeVariant = z.infer<typeof exchangeVariant>;
export const productVariantsResponse = z.object({
  product_id: z.string(),
  title: z.string(),
  image_url: z.string(),
  options: z.array(z.object({ name: z.string(), position: z.number().int(), values: z.array(z.string()) })),
  variants: z.array(exchangeVariant),
});
export type ProductVariantsResponse = z.infer<typeof productVariantsResponse>;

// ---- GET /api/customer/v1/upsells?session=[&line_item_id=] ----

/** Upsell rules (upsell booster) matching the session's order (or one line of it), for the exchange page. */
export const portalUpsellsQuery = sessionQuery.extend({ line_item_id: z.string().min(1).max(64).optional() });
export const portalUpsell = z.object({
  rule_id: z.string(),
  headline: z.string(),
  discount_type: z.enum(['none', 'percent', 'fixed']),
  /** Percent, or an amount in the shop currency for `fixed`. */
  discount_value: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      image_url: z.string(),
      /** The lowest variant price, shop currency. */
      price: amount,
      currency: z.string(),
    }),
  ),
});
export type PortalUpsell = z.infer<typeof portalUpsell>;
export const portalUpsellsResponse = z.object({ upsells: z.array(portalUpsell) });
export type PortalUpsellsResponse = z.infer<typeof portalUpsellsResponse>;

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
});

export const refundPreviewBody = z.object({
  session_id: sessionIdSchema,
  kind: requestKind,
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

export const phoneInput = z.object({
  /** A dial code of PHONE_COUNTRY_CODES ("+91"). */
  dial_code: z.string().regex(/^\+\d{1,4}$/, 'Please choose a country code'),
  number: z.string({ error: vm.phone }).trim().refine(isPhone, vm.phone),
});

export const createRequestItemInput = requestItemInput.extend({
  reason_id: z.uuid({ error: 'Please choose a reason' }),
  comment: z.string().trim().max(1000, 'Keep the comment under 1000 characters').default(''),
  /** Ids from the upload endpoint, uploaded with the same session. */
  media_ids: z
    .array(z.uuid())
    .max(UPLOAD_LIMITS.maxFilesPerItem, 'Attach at most 5 files per item')
    .default([]),
});

export const createRequestBody = z.object({
  session_id: sessionIdSchema,
  kind: requestKind,
  refund_mode: refundMode.optional(),
  /** Required when refund_mode is bank_transfer. */
  bank_details: bankDetailsInput.optional(),
  method: z.enum(RETURN_METHODS).default('pickup'),
  address: addressInput,
  phone: phoneInput,
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || isEmail(v), vm.email)
    .default(''),
  items: z.array(createRequestItemInput).min(1, 'Choose at least one item').max(50),
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
});

export const timelineEntry = z.object({
  at: z.string(),
  /** Event type: created, approved, rejected, in_transit, received, refunded, exchanged, message... */
  type: z.string(),
  /** Status after the event, when it changed one. */
  status: requestStatus.nullable(),
  /** Sentence shown to the shopper. */
  message: z.string(),
});

export const portalRequestDetails = portalRequestSummary.extend({
  order: z.object({ id: z.string(), name: z.string() }),
  method: z.enum(RETURN_METHODS),
  address: portalAddress,
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
  timeline: z.array(timelineEntry),
  tracking: z
    .object({
      company: z.string(),
      number: z.string(),
      url: z.string().nullable(),
      status: z.string().nullable(),
    })
    .nullable(),
  /** Messages the merchant sent to the shopper, oldest first. */
  messages: z.array(z.object({ at: z.string(), body: z.string() })),
});
export type PortalRequestDetails = z.infer<typeof portalRequestDetails>;
