// The shopper portal's API: reasons, uploads, exchange variants and upsells.
import { z } from 'zod';
import { MEDIA_KINDS, PORTAL_LANGUAGES, sessionIdSchema, sessionQuery } from './portal-session';
import { amount, plannedKind } from './shared';
import { shopperMessage } from './shopper-messages';

// ---- GET /api/return-exchange-reason/v1?page=1&limit=100[&session=] ----

export const reasonListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  /** A shopper's session instead of a merchant's token. */
  session: sessionIdSchema.optional(),
  /** Only reasons offered for this kind (both kinds when absent). */
  kind: plannedKind.optional(),
  /** With a session: each name in this language where the merchant translated it, else as written. */
  language: z.enum(PORTAL_LANGUAGES).optional(),
});
export const REASON_KINDS = ['return', 'exchange', 'both'] as const;
/** A reason's name per portal language; empty or missing falls back to the name as written. */
export const reasonTranslations = z.partialRecord(z.enum(PORTAL_LANGUAGES), z.string());
export const returnReason = z.object({
  id: z.string(),
  name: z.string(),
  /** The merchant's translations; a shopper's list has none, its `name` is already in their language. */
  translations: reasonTranslations,
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
  /** The same as a code (VARIANT_OUT_OF_STOCK...) the portal words in the shopper's language, or null. */
  unavailable_code: shopperMessage.nullable(),
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

// ---- GET /api/customer/v1/catalogue?session=&line_item_id=[&reason_id=][&query=][&collection_id=][&after=] ----

/** The store's other products a shopper may exchange an item for (exchange with other products). */
export const portalCatalogueQuery = sessionQuery.extend({
  /** The item being exchanged: its exchange rule decides which products are offered. */
  line_item_id: z.string().min(1).max(64),
  reason_id: z.uuid().optional(),
  /** Words of the product's title. */
  query: z.string().trim().max(100).optional(),
  collection_id: z.string().min(1).max(64).optional(),
  /** The `next` of the previous page. */
  after: z.string().min(1).max(64).optional(),
});
export const catalogueProduct = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string(),
  /** The lowest price of its variants (null in a gift session). */
  from_price: amount.nullable(),
  currency: z.string(),
  /** A variant may be picked now (in stock unless the store exchanges out of stock, not blocked). */
  available: z.boolean(),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;
export const portalCatalogueResponse = z.object({
  collections: z.array(z.object({ id: z.string(), title: z.string() })),
  products: z.array(catalogueProduct),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type PortalCatalogueResponse = z.infer<typeof portalCatalogueResponse>;

// ---- GET /api/customer/v1/upsells?session=[&line_item_id=][&reason_id=] ----

/** Upsell rules (upsell booster) matching the session's order (or one line of it), for the exchange page. */
export const portalUpsellsQuery = sessionQuery.extend({
  line_item_id: z.string().min(1).max(64).optional(),
  /** The reason chosen: offers with a reason condition apply as they will on submit. */
  reason_id: z.uuid().optional(),
});
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
      /** Its variants at the offer's price (core `upsellUnitPrice`), to add one to the exchange. */
      variants: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          price: amount,
          /** The price after the offer's discount. */
          offer_price: amount,
          selectable: z.boolean(),
          unavailable_code: shopperMessage.nullable(),
        }),
      ),
    }),
  ),
});
export type PortalUpsell = z.infer<typeof portalUpsell>;
export const portalUpsellsResponse = z.object({ upsells: z.array(portalUpsell) });
export type PortalUpsellsResponse = z.infer<typeof portalUpsellsResponse>;
