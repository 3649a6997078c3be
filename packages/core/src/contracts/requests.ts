// The merchant's request processing API (issue 6): lists, the request page, actions, saved filters,
// tags, logs and reship. Paths are spec section 7 "Requests" under /api. Amounts are decimal strings
// in the named currency (DESIGN.md "Money"); timestamps are ISO 8601 UTC.
//
// Conflict rule for every action: the request is locked and its status checked by the core state
// machine; a request that is no longer in a status the action accepts answers 409
// `{ code: 'CONFLICT', message: 'This request is already <status>' }` (see REQUEST_CONFLICT_MESSAGE).
// Idempotency: every action body takes an optional `idempotency_key` (a UUID the page makes once per
// click intent); the same key again answers the first outcome without changing anything.
import { z } from 'zod';
import { REQUEST_ACTIONS, REQUEST_KINDS, REQUEST_STATUSES } from '../lifecycle/statuses';
import { REFUND_MODES } from '../pricing/refund-types';
import { addressInput, phoneInput, portalAddress } from './portal';

const refundMode = z.enum(REFUND_MODES);
const requestKind = z.enum(REQUEST_KINDS);
const requestStatus = z.enum(REQUEST_STATUSES);
/** Decimal string, e.g. "12.34". */
const amount = z.string();
const isoDate = z.string();
const uuid = z.uuid({ error: 'Not found' });

/** 409 message when another action got there first. */
export const REQUEST_CONFLICT_MESSAGE = (status: string) =>
  `This request is already ${status.replace(/_/g, ' ')}`;

// ---- shared params ----

export const requestIdParam = z.object({ id: uuid });
export type RequestIdParam = z.infer<typeof requestIdParam>;
export const requestCommentParams = z.object({ id: uuid, comment_id: uuid });
export const requestMediaParams = z.object({ id: uuid, media_id: uuid });
export const requestItemParams = z.object({ id: uuid, item_id: uuid });
/** Optional on every action: the same key twice changes things once. */
export const idempotencyKey = z.string().min(8).max(100).optional();

// ---- POST /api/return-exchange/v1/filter-list ----

/** Spec 2 list query: `status=active` is the default tab; `needs_attention` is a marker, not a status. */
export const LIST_STATUS_FILTERS = ['active', 'all', 'needs_attention', ...REQUEST_STATUSES] as const;
export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];
export const DATE_FILTERS = ['today', 'last_week', 'last_month', 'custom', 'all'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const LIST_SORTS = ['created_at', 'updated_at', 'order_name', 'requested_amount', 'status'] as const;
export const LIST_PAGE_SIZE = 25;
/** Return methods a merchant approves with: the shopper ships it, or a connected courier picks up. */
export const APPROVE_METHODS = ['self_ship', 'courier'] as const;
/** Carriers named in spec 1 (order approval) plus the courier types. */
export const COURIERS = [
  'ups',
  'dhl',
  'shipstation',
  'canada_post',
  'shippo',
  'easyparcel',
  'fedex',
  'nimbus',
  'delhivery',
  'shiprocket',
] as const;
export type Courier = (typeof COURIERS)[number];

/** The filter part of a list query; also what a saved filter stores. */
export const requestFilterFields = z.object({
  /** Absent: both returns and exchanges. */
  type: requestKind.optional(),
  status: z.enum(LIST_STATUS_FILTERS).default('active'),
  dateFilter: z.enum(DATE_FILTERS).default('last_week'),
  /** For dateFilter=custom: inclusive days, YYYY-MM-DD (UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Order name, customer name, email or phone (case-insensitive, substring). */
  search: z.string().trim().max(200).optional(),
  /** Requests carrying every one of these tags. */
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  refundMode: z.array(refundMode).max(4).optional(),
  /** Reason names (an item of the request has one of them). */
  reason: z.array(z.string().max(200)).max(20).optional(),
  courier: z.array(z.string().max(50)).max(20).optional(),
  /** Include archived requests when status is not 'archived' (default false). */
  includeArchived: z.boolean().optional(),
});
export type RequestFilterFields = z.input<typeof requestFilterFields>;

export const filterListBody = requestFilterFields.extend({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
  sort: z.enum(LIST_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type FilterListBody = z.input<typeof filterListBody>;

export const requestListRow = z.object({
  id: z.string(),
  /** "1001-1": order name without '#', a dash and the request's number on that order. */
  name: z.string(),
  kind: requestKind,
  status: requestStatus,
  order_id: z.string(),
  order_name: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  /** Units requested over all items. */
  items_count: z.number(),
  /** Item titles, first few, for the row. */
  items: z.array(
    z.object({
      title: z.string(),
      variant_title: z.string().nullable(),
      quantity: z.number(),
      image_url: z.string(),
    }),
  ),
  requested_amount: amount,
  currency: z.string(),
  refund_mode: refundMode.nullable(),
  tags: z.array(z.string()),
  courier: z.string().nullable(),
  needs_attention: z.boolean(),
  archived: z.boolean(),
  created_at: isoDate,
  /** Whole days since created (spec 9 age checks). */
  age_days: z.number(),
});
export type RequestListRow = z.infer<typeof requestListRow>;

export const filterListResponse = z.object({
  docs: z.array(requestListRow),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type FilterListResponse = z.infer<typeof filterListResponse>;

// ---- POST /api/return-exchange/v1/{id}/neighbours : next and previous in the current list ----

export const neighboursResponse = z.object({
  previous_id: z.string().nullable(),
  next_id: z.string().nullable(),
});
export type NeighboursResponse = z.infer<typeof neighboursResponse>;

// ---- GET /api/return-exchange/v1/{id}/common : the whole request page ----

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
  actual_amount: amount,
  presentment_price: amount.nullable(),
  requested_refund_mode: refundMode.nullable(),
  exchange_variant: z
    .object({ id: z.string(), title: z.string().nullable(), price: amount.nullable() })
    .nullable(),
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
  /** The refund ceiling left: core pricing's refund of what was received (or approved) minus refunded. */
  refundable_now: amount,
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
  amount: amount,
  currency: z.string(),
  reference: z.string().nullable(),
  error: z.string().nullable(),
  created_at: isoDate,
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const SIDE_EFFECTS = [
  'create_return',
  'decline_return',
  'create_shipment',
  'dispose_items',
  'close_return',
  'refund',
  'store_credit',
  'create_exchange_order',
  'release_hold',
  'cancel_return',
  'reship',
  'notify_customer',
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

export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed'] as const;
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
  source: z.enum(['portal', 'merchant', 'api']),
  method: z.enum(['pickup', 'drop_off']),
  refund_mode: refundMode.nullable(),
  tags: z.array(z.string()),
  needs_attention: z.boolean(),
  attention_error: z.string().nullable(),
  archived: z.boolean(),
  /** What the merchant may do now (state machine and permissions both). */
  allowed_actions: z.array(
    z.enum([...REQUEST_ACTIONS, 'unarchive', 'release_fulfillment', 'retry', 'enable', 'resend']),
  ),
  customer: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone_dial_code: z.string(),
    phone: z.string(),
  }),
  address: portalAddress.nullable(),
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
  refunds: z.array(refundRecord),
  /** Platform, courier and refund steps; customer emails are listed in `notifications`. */
  side_effects: z.array(sideEffectRow),
  timeline: z.array(requestTimelineEntry),
  comments: z.array(requestComment),
  /** Emails sent (or being sent) to the shopper, oldest first. */
  notifications: z.array(requestNotification),
  notes: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  /** Optimistic version, bumped by every change. */
  version: z.number(),
});
export type RequestDetailResponse = z.infer<typeof requestDetailResponse>;

// ---- GET /api/return-exchange/v1/{id}/common/{id2}: one item of the request ----

/** Spec 7 names the item id `id2`. */
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

// ---- actions: POST /api/return-exchange/v1/{id}/<action>; each answers requestDetailResponse ----

export const itemQuantity = z.object({ item_id: uuid, quantity: z.number().int().min(1) });

export const approveBody = z.object({
  method: z.enum(APPROVE_METHODS).default('self_ship'),
  /** Required for method=courier. */
  courier: z.enum(COURIERS).optional(),
  /** Default: every requested unit. */
  items: z.array(itemQuantity).max(200).optional(),
  idempotency_key: idempotencyKey,
});
export type ApproveBody = z.input<typeof approveBody>;

export const rejectBody = z.object({
  reason: z.string().trim().min(1, 'Please give a reason the shopper will see').max(1000),
  idempotency_key: idempotencyKey,
});
export type RejectBody = z.input<typeof rejectBody>;

export const inTransitBody = z.object({
  tracking_company: z.string().trim().min(1, 'Please enter the courier').max(100),
  tracking_number: z.string().trim().min(1, 'Please enter the tracking number').max(100),
  tracking_url: z.union([z.url(), z.literal('')]).optional(),
  idempotency_key: idempotencyKey,
});
export type InTransitBody = z.input<typeof inTransitBody>;

export const receiveBody = z.object({
  /** Units that arrived per item (default: every approved unit not yet received); `missing` never will. */
  items: z
    .array(
      z.object({
        item_id: uuid,
        quantity: z.number().int().min(0),
        missing: z.number().int().min(0).default(0),
      }),
    )
    .max(200)
    .optional(),
  idempotency_key: idempotencyKey,
});
export type ReceiveBody = z.input<typeof receiveBody>;

export const inspectBody = z.object({
  items: z
    .array(
      z.object({
        item_id: uuid,
        restock: z.number().int().min(0).default(0),
        /** Platform location the restocked units go to (default: the store's default location). */
        location_id: z.string().max(64).optional(),
        not_restock: z.number().int().min(0).default(0),
        /** Approved units that never arrived. */
        missing: z.number().int().min(0).default(0),
      }),
    )
    .min(1)
    .max(200),
  idempotency_key: idempotencyKey,
});
export type InspectBody = z.input<typeof inspectBody>;

export const refundBody = z.object({
  mode: refundMode,
  /** Default: the whole ceiling left (price.refundable_now). Never more than it. */
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,3})?$/, 'Please enter a positive amount')
    .optional(),
  /** Bank transfer: the payout reference (required). Others: optional note of how it was paid. */
  reference: z.string().trim().max(200).optional(),
  note: z.string().trim().max(500).optional(),
  idempotency_key: idempotencyKey,
});
export type RefundBody = z.input<typeof refundBody>;

export const exchangeBody = z.object({ idempotency_key: idempotencyKey });
export const simpleActionBody = z.object({ idempotency_key: idempotencyKey });
export type SimpleActionBody = z.input<typeof simpleActionBody>;

/** POST /api/release-fulfillment */
export const releaseFulfillmentBody = z.object({ request_id: uuid, idempotency_key: idempotencyKey });
export type ReleaseFulfillmentBody = z.input<typeof releaseFulfillmentBody>;

// ---- edits: PUT /api/return-exchange/v1/{id}/address | /contact | /notes ----

export const updateAddressBody = z.object({ address: addressInput });
export type UpdateAddressBody = z.input<typeof updateAddressBody>;
export const updateContactBody = z.object({
  email: z.union([z.email({ error: 'Please enter a valid email id' }), z.literal('')]),
  phone: phoneInput.nullable(),
});
export type UpdateContactBody = z.input<typeof updateContactBody>;
export const saveNotesBody = z.object({ notes: z.string().max(5000) });
export type SaveNotesBody = z.input<typeof saveNotesBody>;

// ---- comments: POST /api/return-exchange/v1/{id}/comments, DELETE .../comments/{comment_id} ----

export const postCommentBody = z.object({
  message: z.string().trim().min(1, 'Please write a comment').max(2000),
  customer_visible: z.boolean().default(false),
});
export type PostCommentBody = z.input<typeof postCommentBody>;
export const commentResponse = requestComment;
export const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

// ---- bulk: POST /api/return-exchange/v1/bulk-action ----

export const BULK_ACTIONS = ['approve', 'receive', 'archive', 'add_tag'] as const;
export const bulkActionBody = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(uuid).min(1).max(100),
  /** For add_tag. */
  tag: z.string().trim().min(1).max(50).optional(),
  /** For approve (default self_ship). */
  method: z.enum(APPROVE_METHODS).optional(),
  courier: z.enum(COURIERS).optional(),
});
export type BulkActionBody = z.input<typeof bulkActionBody>;
export const bulkActionResponse = z.object({
  succeeded: z.number(),
  failed: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      /** Status after the action (or the current one on failure; null when not found). */
      status: requestStatus.nullable(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type BulkActionResponse = z.infer<typeof bulkActionResponse>;

// ---- logs: GET /api/{logistic,refund,wms,shopify}-log/v1/{id}  (id = request id) ----

export const LOG_KINDS = ['logistic', 'refund', 'wms', 'shopify', 'email'] as const;
export type LogKind = (typeof LOG_KINDS)[number];
export const integrationLogEntry = z.object({
  id: z.string(),
  kind: z.enum(LOG_KINDS),
  effect: z.string(),
  attempt: z.number(),
  outcome: z.enum(['succeeded', 'failed']),
  message: z.string(),
  request: z.record(z.string(), z.unknown()),
  response: z.record(z.string(), z.unknown()).nullable(),
  duration_ms: z.number(),
  created_at: isoDate,
});
export type IntegrationLogEntry = z.infer<typeof integrationLogEntry>;
export const integrationLogResponse = z.object({ docs: z.array(integrationLogEntry) });
export type IntegrationLogResponse = z.infer<typeof integrationLogResponse>;

// ---- saved filters ----

export const savedFilterBody = z.object({
  name: z.string().trim().min(1, 'Please name the filter').max(80),
  type: requestKind.default('return'),
  filters: requestFilterFields,
});
export type SavedFilterBody = z.input<typeof savedFilterBody>;
export const savedFilter = z.object({
  id: z.string(),
  name: z.string(),
  type: requestKind,
  filters: requestFilterFields,
  created_at: isoDate,
  updated_at: isoDate,
});
export type SavedFilter = z.infer<typeof savedFilter>;
/** POST /api/return-exchange-filter/v1/{type}/list */
export const savedFilterTypeParams = z.object({ type: requestKind.default('return') });
export const savedFilterListBody = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(50),
});
export const savedFilterListResponse = z.object({ docs: z.array(savedFilter), total: z.number() });
export type SavedFilterListResponse = z.infer<typeof savedFilterListResponse>;
/** GET /api/return-exchange-filter/v1/filters : the choices the filter bar offers. */
export const filterOptionsResponse = z.object({
  statuses: z.array(z.enum(LIST_STATUS_FILTERS)),
  date_filters: z.array(z.enum(DATE_FILTERS)),
  refund_modes: z.array(refundMode),
  reasons: z.array(z.string()),
  tags: z.array(z.string()),
  couriers: z.array(z.string()),
});
export type FilterOptionsResponse = z.infer<typeof filterOptionsResponse>;

// ---- tags ----

/** POST /api/return-exchange-tags/v1/add-tag */
export const addTagBody = z.object({
  request_id: uuid,
  tag: z.string().trim().min(1, 'Please enter a tag').max(50),
});
export type AddTagBody = z.input<typeof addTagBody>;
/** POST /api/return-exchange-tags/v1/remove-tag */
export const removeTagBody = addTagBody;
export const requestTagsResponse = z.object({ id: z.string(), tags: z.array(z.string()) });
/** GET /api/return-exchange-tags/v1/get-tags : every tag used in the store, sorted. */
export const storeTagsResponse = z.object({ tags: z.array(z.string()) });
export type StoreTagsResponse = z.infer<typeof storeTagsResponse>;

// ---- reship ----

/** GET /api/return-exchange/v1/reship-requests/{order}?shipping_company= */
export const reshipParams = z.object({ order: z.string().min(1).max(64) });
export const reshipQuery = z.object({ shipping_company: z.string().trim().max(100).optional() });
export const reshipEntry = z.object({
  id: z.string(),
  request_id: z.string(),
  request_name: z.string(),
  shipping_company: z.string(),
  tracking_number: z.string().nullable(),
  status: z.enum(['pending', 'shipped', 'failed']),
  items: z.array(z.object({ item_id: z.string(), title: z.string(), quantity: z.number() })),
  created_at: isoDate,
});
export const reshipRequestsResponse = z.object({
  order_id: z.string(),
  /** Requests on the order whose items can be shipped again (received, rejected or missing units). */
  eligible: z.array(z.object({ request_id: z.string(), name: z.string(), status: requestStatus })),
  reships: z.array(reshipEntry),
});
export type ReshipRequestsResponse = z.infer<typeof reshipRequestsResponse>;
/** POST /api/reship-request */
export const reshipRequestBody = z.object({
  request_id: uuid,
  shipping_company: z.string().trim().min(1, 'Please choose a shipping company').max(100),
  items: z.array(itemQuantity).min(1).max(200),
  idempotency_key: idempotencyKey,
});
export type ReshipRequestBody = z.input<typeof reshipRequestBody>;
export const reshipRequestResponse = reshipEntry;

// ---- GET /api/admin/available-locations (spec 7): where inspected units can be restocked ----

/** Added for the request page's inspect dialog (web side of issue 6); the page falls back to the default location. */
export const availableLocationsResponse = z.object({
  docs: z.array(z.object({ id: z.string(), name: z.string(), is_default: z.boolean() })),
});
export type AvailableLocationsResponse = z.infer<typeof availableLocationsResponse>;
