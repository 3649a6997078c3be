// Around the merchant's requests (docs/processing.md): integration logs, saved filters, tags, reship and
// locations.
import { z } from 'zod';
import { itemQuantity } from './request-actions';
import { DATE_FILTERS, idempotencyKey, LIST_STATUS_FILTERS, requestFilterFields } from './requests-list';
import { isoDate, refundMode, requestKind, requestStatus, uuid } from './shared';

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
  /**
   * The tracking number of the parcel the merchant sent with their courier: Roundtrip books no outgoing
   * shipment. Required except on a demo store, whose sandbox courier books a test one (docs/couriers.md).
   */
  tracking_number: z.string().trim().min(1).max(100).optional(),
  items: z.array(itemQuantity).min(1).max(200),
  idempotency_key: idempotencyKey,
});
export type ReshipRequestBody = z.input<typeof reshipRequestBody>;
export const reshipRequestResponse = reshipEntry;

// ---- GET /api/admin/available-locations: where inspected units can be restocked ----

/** For the request page's inspect dialog (docs/merchant-ux.md); the page falls back to the default one. */
export const availableLocationsResponse = z.object({
  docs: z.array(z.object({ id: z.string(), name: z.string(), is_default: z.boolean() })),
});
export type AvailableLocationsResponse = z.infer<typeof availableLocationsResponse>;
