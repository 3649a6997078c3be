// The shopper portal's API (docs/portal.md), the way in: the store's face, the order lookup and the session.
// Amounts are decimal strings in the named currency (DESIGN.md "Money"). Field names follow the product's
// where it names them (address fields, refund modes, phone country code, variant option1..n).
import { z } from 'zod';
import { SHOPPER_STATUSES } from '../shopper/refund-state';
import { RETURN_METHODS } from '../shopper/return-method';
import { isEmail } from '../validation/fields';
import { validationMessages as vm } from '../validation/messages';
import { amount, refundMode, requestKind, requestStatus } from './shared';
import { shopperCheck, shopperEnglish } from './shopper-english';
import { shopperMessage, shopperMessageOf } from './shopper-messages';

/** The lookup answer for a wrong store/order/contact combination: never says which half was wrong. */
export const ORDER_NOT_FOUND_MESSAGE = shopperEnglish(shopperMessageOf('ORDER_NOT_FOUND'));
/** A session that never existed or expired: 401 with code TOKEN_EXPIRED (the page sends the shopper to search again). */
export const SESSION_EXPIRED_MESSAGE = shopperEnglish(shopperMessageOf('SESSION_EXPIRED'));

export const PORTAL_LANGUAGES = ['en', 'hi'] as const;
export const MEDIA_KINDS = ['image', 'video'] as const;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** 256 random bits, base64url without padding (43 characters); a cut-off link reads as expired. */
export const sessionIdSchema = z
  .string()
  .refine((id) => SESSION_ID.test(id), shopperCheck(shopperMessageOf('SESSION_EXPIRED')));
export const portalHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Store not found');

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
  /** The exchange page may browse the catalogue for another product (exchange with other products). */
  exchange_with_other_products: z.boolean().optional(),
  /** Demo stores only (the search page offers them to try): orders that can be returned now. */
  demo_orders: z.array(z.object({ order_number: z.string(), email: z.string() })).optional(),
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
  /** Why no new request can be made now (the store's plan is used up this month); null when one can. */
  new_requests_refused: shopperMessage.nullable(),
});
export type CreateSessionResponse = z.infer<typeof createSessionResponse>;

// ---- POST /api/customer/v1/request-link ----

/**
 * A signed link to the portal: an email's link to its request, or the customer account extension's
 * one-time link to an order. The store's handle and the link's token.
 */
export const openRequestLinkBody = z.object({
  store: portalHandleSchema,
  token: z.string().min(1).max(2048),
});
export type OpenRequestLinkBody = z.infer<typeof openRequestLinkBody>;
/** A session on the order, and the request the page opens (null: the order's page, no request yet). */
export const openRequestLinkResponse = createSessionResponse.extend({ request_id: z.string().nullable() });
export type OpenRequestLinkResponse = z.infer<typeof openRequestLinkResponse>;

// ---- POST /api/customer/v1/session-data/{session_id} ----

export const itemEligibility = z.object({
  eligible: z.boolean(),
  /** Plain-language reasons when not eligible (docs/eligibility.md), in English. */
  reasons: z.array(z.string()),
  /** The same reasons as codes with parameters: the portal words them in the shopper's language. */
  reason_codes: z.array(shopperMessage),
  /** Units that may still be requested of this kind (0 when not eligible). */
  max_quantity: z.number().int(),
});
export type ItemEligibility = z.infer<typeof itemEligibility>;

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
  /** Unit price before discounts (`actual_amount`), shop currency. Null in a gift session. */
  unit_price: amount.nullable(),
  /** What the shopper paid per unit after discounts, in the presentment currency. Null in a gift session. */
  price_paid: amount.nullable(),
  /** Discount on the whole line, shop currency. Null in a gift session. */
  total_discount: amount.nullable(),
  return: itemEligibility,
  exchange: itemEligibility,
});
export type PortalOrderItem = z.infer<typeof portalOrderItem>;

/** A postal address (plus last name and the phone the courier calls). */
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
  /** The status as the shopper sees it: "Refunded" only once a refund went through (core `shopperStatus`). */
  shopper_status: z.enum(SHOPPER_STATUSES),
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
  /**
   * The order's return terms: its market's (by shipping country) or the store's (docs/policies.md
   * "Markets"). The fee is the flat one, shop currency; null in a gift session, which shows no prices.
   */
  terms: z
    .object({
      market: z.string().nullable(),
      return_window_days: z.number(),
      /** The last day a return may be asked for (UTC, ISO date), or null until the order ships. */
      return_deadline: z.string().nullable(),
      return_fee: amount.nullable(),
    })
    .optional(),
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
  /** Why no new request can be made now (the store's plan is used up this month): the page says so. */
  new_requests_refused: shopperMessage.nullable(),
});
export type SessionDataResponse = z.infer<typeof sessionDataResponse>;
