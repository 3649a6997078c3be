// The merchant's request processing API (docs/processing.md): lists, the request page, actions, saved
// filters, tags, logs and reship. Paths are the product's calls under /api. Amounts are decimal strings
// in the named currency (DESIGN.md "Money"); timestamps are ISO 8601 UTC.
//
// Conflict rule for every action: the request is locked and its status checked by the core state
// machine; a request that is no longer in a status the action accepts answers 409
// `{ code: 'CONFLICT', message: 'This request is already <status>' }` (see REQUEST_CONFLICT_MESSAGE).
// Idempotency: every action body takes an optional `idempotency_key` (a UUID the page makes once per
// click intent); the same key again answers the first outcome without changing anything.
import { z } from 'zod';
import { REQUEST_STATUSES } from '../lifecycle/statuses';
import { SHOWN_STATUSES } from '../shopper/refund-state';
import { amount, calendarDay, isoDate, refundMode, requestKind, requestStatus, uuid } from './shared';

/** 409 message when another action got there first; the lifecycle owns the sentence. */
export { REQUEST_CONFLICT_MESSAGE } from '../lifecycle/refusals';

// ---- shared params ----

export const requestIdParam = z.object({ id: uuid });
export type RequestIdParam = z.infer<typeof requestIdParam>;
export const requestCommentParams = z.object({ id: uuid, comment_id: uuid });
export const requestMediaParams = z.object({ id: uuid, media_id: uuid });
export const requestItemParams = z.object({ id: uuid, item_id: uuid });
/** Optional on every action: the same key twice changes things once. */
export const idempotencyKey = z.string().min(8).max(100).optional();

// ---- POST /api/return-exchange/v1/filter-list ----

/**
 * The list query: `status=active` is the default tab; `needs_attention` is a marker, not a status;
 * `to_receive` is approved, in transit or delivered by the carrier (the home page's queue).
 */
export const LIST_STATUS_FILTERS = [
  'active',
  'all',
  'needs_attention',
  'to_receive',
  ...REQUEST_STATUSES,
] as const;
export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];
export const DATE_FILTERS = ['today', 'last_week', 'last_month', 'custom', 'all'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const LIST_SORTS = ['created_at', 'updated_at', 'order_name', 'requested_amount', 'status'] as const;
export const LIST_PAGE_SIZE = 25;
/** A list counts its rows up to this many; past it the total says "10,000+" (docs/scale.md). */
export const LIST_COUNT_CAP = 10_000;
/**
 * A text search that matches many requests counts up to this many ("1,000+"): its count matches the text
 * on every row it reads, ten times fewer rows than the list's cap (docs/scale.md, "A common search counts
 * to 1,000").
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Carriers the product names for order approval, plus the courier types. */
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
  // The built-in courier: real label PDFs and tracking, offline (docs/couriers.md).
  'sandbox',
] as const;
export type Courier = (typeof COURIERS)[number];
/** How the dashboard and the emails name each courier. */
export const COURIER_LABELS: Record<Courier, string> = {
  ups: 'UPS',
  dhl: 'DHL',
  shipstation: 'ShipStation',
  canada_post: 'Canada Post',
  shippo: 'Shippo',
  easyparcel: 'EasyParcel',
  fedex: 'FedEx',
  nimbus: 'Nimbus',
  delhivery: 'Delhivery',
  shiprocket: 'Shiprocket',
  sandbox: 'Sandbox courier',
};

/** The filter part of a list query; also what a saved filter stores. */
export const requestFilterFields = z.object({
  /** Absent: both returns and exchanges. */
  type: requestKind.optional(),
  status: z.enum(LIST_STATUS_FILTERS).default('active'),
  dateFilter: z.enum(DATE_FILTERS).default('last_week'),
  /** For dateFilter=custom: inclusive days, YYYY-MM-DD (UTC). */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
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
  /**
   * Keyset paging: the id of the last row of the page before. The page then starts right after that
   * row (same filters and sort) without skipping rows one by one, and `page` only labels it. Absent, or
   * that request gone: `page` is counted from the start.
   */
  after: uuid.optional(),
});
export type FilterListBody = z.input<typeof filterListBody>;

export const requestListRow = z.object({
  id: z.string(),
  /** "1001-1": order name without '#', a dash and the request's number on that order. */
  name: z.string(),
  kind: requestKind,
  status: requestStatus,
  /** The status as pages show it: "Refunded" only for money that moved (core `shownStatus`). */
  shown_status: z.enum(SHOWN_STATUSES),
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
  /** Whole days since created (age checks: docs/merchant-ux.md). */
  age_days: z.number(),
});
export type RequestListRow = z.infer<typeof requestListRow>;

export const filterListResponse = z.object({
  docs: z.array(requestListRow),
  /** Matching rows, counted up to LIST_COUNT_CAP (SEARCH_COUNT_CAP for a text search that matches many). */
  total: z.number(),
  /** True when more rows match than `total` says (the count stopped at the cap). */
  total_capped: z.boolean(),
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
