import { EMAIL_LANGUAGES } from '@roundtrip/core/emails';
import { REQUEST_KINDS, REQUEST_STATUSES } from '@roundtrip/core/lifecycle';
import { REFUND_MODES } from '@roundtrip/core/pricing';
import type { RecordedPlanning } from '@roundtrip/core/requests';
import { RETURN_METHODS } from '@roundtrip/core/shopper';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { customerSessions } from './customer-sessions';
import { reasons } from './reasons';
import { storeIsolation } from './tenant-policy';

/** Decimal amounts (3 places covers KWD/BHD); read back through core money helpers. */
const money = (name: string) => numeric(name, { precision: 20, scale: 3 });

export type RequestAddress = {
  first_name: string;
  last_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  province: string;
  country: string;
  postal_code: string;
};

/**
 * What the list's text search reads: customer name, email, order name and request name, joined by a
 * character no one types (unit separator) so a match never spans two fields. The list's WHERE must
 * use this same expression for the trigram index to serve it.
 */
export const requestSearchText = (t: {
  customerName: AnyPgColumn;
  customerEmail: AnyPgColumn;
  orderName: AnyPgColumn;
  name: AnyPgColumn;
}) =>
  sql`(${t.customerName} || chr(31) || ${t.customerEmail} || chr(31) || ${t.orderName} || chr(31) || ${t.name})`;

/** A return or exchange request (DESIGN.md "The request lifecycle"). */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** Shown to people: the order name without '#', a dash and the request's number on that order. */
    name: text('name').notNull(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('requested'),
    source: text('source', { enum: ['portal', 'merchant', 'api', 'shopify'] })
      .notNull()
      .default('portal'),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    customerId: text('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhoneDialCode: text('customer_phone_dial_code').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    /** The shopper's portal language when they asked (emails are written in it); null: the store's. */
    language: text('language', { enum: EMAIL_LANGUAGES }),
    /** The portal session that submitted it (null for merchant-created requests). */
    sessionId: uuid('session_id').references(() => customerSessions.id, { onDelete: 'set null' }),
    /** The shopper's method until approval, then the method approved (the event keeps the shopper's). */
    method: text('method', { enum: RETURN_METHODS }).notNull().default('pickup'),
    address: jsonb('address').$type<RequestAddress>(),
    /** An exchange: where the new item ships (the shopper's correction of the order's address, or it). */
    shipTo: jsonb('ship_to').$type<RequestAddress>(),
    refundMode: text('refund_mode', { enum: REFUND_MODES }),
    bankAccountHolderName: text('bank_account_holder_name'),
    bankAccountNumber: text('bank_account_number'),
    bankCode: text('bank_code'),
    currency: text('currency').notNull(),
    presentmentCurrency: text('presentment_currency').notNull(),
    taxesIncluded: boolean('taxes_included').notNull().default(false),
    isCod: boolean('is_cod').notNull().default(false),
    /** Refund snapshot computed by core pricing when the request was made (shop currency). */
    refundAmount: money('refund_amount').notNull().default('0'),
    presentmentRefundAmount: money('presentment_refund_amount').notNull().default('0'),
    returnFee: money('return_fee').notNull().default('0'),
    bonusAmount: money('bonus_amount').notNull().default('0'),
    /**
     * The store-credit bonus percent the store offered when the request was made: a refund paid as store
     * credit earns it, whenever it is paid and whatever the setting says then (docs/pricing.md).
     */
    storeCreditBonusPercent: numeric('store_credit_bonus_percent', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    amountDue: money('amount_due').notNull().default('0'),
    payer: text('payer', { enum: ['customer', 'merchant', 'none'] })
      .notNull()
      .default('none'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    needsAttention: boolean('needs_attention').notNull().default(false),
    attentionError: text('attention_error'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: ts('archived_at'),
    trackingCompany: text('tracking_company'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    trackingStatus: text('tracking_status'),
    /** The platform's Return once one exists (created on approval, or as a requested return). */
    platformReturnId: text('platform_return_id'),
    exchangeOrderId: text('exchange_order_id'),
    /** From the page (double tap, retry): one request per key and store. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the submitted body: the same key with another body is refused. */
    bodyHash: text('body_hash'),
    /**
     * What the request was planned on and asked, for the policy simulator (docs/policies.md "Preview the
     * effect"); null for requests made before it was recorded, and for seeded history without orders.
     */
    planning: jsonb('planning').$type<RecordedPlanning>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    // ---- merchant processing (docs/processing.md) ----
    /** Internal notes of the team; never shown to the shopper. */
    notes: text('notes').notNull().default(''),
    /** Bumped by every merchant change: the page's optimistic version. */
    version: integer('version').notNull().default(1),
    /** Courier chosen at approval (COURIERS), null for self-ship. */
    courier: text('courier'),
    /** Where unarchive returns to. */
    statusBeforeArchive: text('status_before_archive', { enum: REQUEST_STATUSES }),
    /** The exchange order waits (fulfillment hold) until the return is received. */
    exchangeHeld: boolean('exchange_held').notNull().default(false),
    exchangeFulfillmentOrderIds: jsonb('exchange_fulfillment_order_ids').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('requests_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    uniqueIndex('requests_store_name_key').on(t.storeId, t.name),
    index('requests_store_status_idx').on(t.storeId, t.status, t.createdAt),
    index('requests_store_order_idx').on(t.storeId, t.orderId),
    index('requests_store_created_idx').on(t.storeId, t.createdAt),
    // merchant lists (docs/scale.md): the default tab filters by kind, status and date; tags by containment
    index('requests_store_kind_status_created_idx').on(t.storeId, t.kind, t.status, t.createdAt),
    index('requests_tags_gin_idx').using('gin', t.tags),
    // A tag is text: a null element (only direct SQL could write one) broke the lists' answer.
    check('requests_tags_no_null', sql`array_position(${t.tags}, null) is null`),
    // search by order number, phone or email answers from an index whatever the date filter
    index('requests_store_order_name_idx').on(t.storeId, t.orderName),
    index('requests_store_phone_idx').on(t.storeId, t.customerPhone),
    index('requests_store_email_idx').on(t.storeId, sql`lower(${t.customerEmail})`),
    // the risk score's other customers at the same street and postal code (request_risk_facts, migration 0061)
    index('requests_store_address_key_idx').on(
      t.storeId,
      sql`lower(trim(${t.address}->>'address_line_1'))`,
      sql`trim(${t.address}->>'postal_code')`,
      t.createdAt,
    ),
    // substring search (ILIKE '%text%') over any date: one trigram index (pg_trgm, docs/scale.md)
    index('requests_search_trgm_idx').using('gin', sql`${requestSearchText(t)} gin_trgm_ops`),
    storeIsolation(t.storeId),
  ],
);

export type ExchangeProductSnapshot = { price: string; discount: string };
export type ExchangeProductsSnapshot = {
  variant_id: string;
  variant_price: string;
  quantity: number;
  /** The variant's title when chosen (the portal's details page shows it). */
  title?: string;
}[];

/** Upsell products added to an exchange item, at the offer's price (unit price and unit discount). */
export type UpsellProductsSnapshot = {
  rule_id: string;
  variant_id: string;
  product_id: string;
  /** Product and variant title when added. */
  title: string;
  price: string;
  discount: string;
  quantity: number;
}[];

/** The request a row belongs to; it goes with the request. */
export const requestIdColumn = () =>
  uuid('request_id')
    .notNull()
    .references(() => requests.id, { onDelete: 'cascade' });

/** One order line in a request: quantity counters per stage and the price fields, snapshotted. */
export const requestItems = pgTable(
  'request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    lineItemId: text('line_item_id').notNull(),
    productId: text('product_id'),
    variantId: text('variant_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    imageUrl: text('image_url').notNull().default(''),
    reasonId: uuid('reason_id').references(() => reasons.id, { onDelete: 'set null' }),
    /** The reason's name when chosen: reasons can be renamed or deleted later. */
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    // quantity counters (core lifecycle/counters)
    requestedQty: integer('requested_qty').notNull(),
    approvedQty: integer('approved_qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
    restockedQty: integer('restocked_qty').notNull().default(0),
    notRestockedQty: integer('not_restocked_qty').notNull().default(0),
    missingQty: integer('missing_qty').notNull().default(0),
    refundedQty: integer('refunded_qty').notNull().default(0),
    // the return line item's price fields (docs/pricing.md), as they were on the order when the shopper asked
    actualAmount: money('actual_amount').notNull(),
    totalTax: money('total_tax').notNull().default('0'),
    totalDiscount: money('total_discount').notNull().default('0'),
    /** Units on the order line that the line totals cover. */
    returnQuantity: integer('return_quantity').notNull(),
    selectedQuantity: integer('selected_quantity').notNull(),
    /** Units of the line refunded before this request (outside Roundtrip or by earlier requests). */
    previouslyRefundedQty: integer('previously_refunded_qty').notNull().default(0),
    doNotCarryForwardDiscount: boolean('do_not_carry_forward_discount').notNull().default(false),
    doNotCarryForwardDiscountPercentage: numeric('do_not_carry_forward_discount_percentage', {
      precision: 5,
      scale: 2,
    })
      .notNull()
      .default('100'),
    shippingAmount: money('shipping_amount').notNull().default('0'),
    presentmentPrice: money('presentment_price'),
    exchangeProduct: jsonb('exchange_product').$type<ExchangeProductSnapshot>(),
    exchangeProducts: jsonb('exchange_products').$type<ExchangeProductsSnapshot>(),
    upsellProducts: jsonb('upsell_products').$type<UpsellProductsSnapshot>(),
    incentiveAmount: money('incentive_amount').notNull().default('0'),
    eligiblePromotionalAmount: money('eligible_promotional_amount').notNull().default('0'),
    greenReturn: jsonb('green_return').$type<{ amount: string; refund: { mode: string } }>(),
    requestedRefundMode: text('requested_refund_mode', { enum: REFUND_MODES }),
    exchangeVariantId: text('exchange_variant_id'),
    exchangeVariantTitle: text('exchange_variant_title'),
    exchangeVariantPrice: money('exchange_variant_price'),
    // the item's part of the refund snapshot (core pricing, shop currency)
    paidAmount: money('paid_amount').notNull().default('0'),
    refundAmount: money('refund_amount').notNull().default('0'),
    feeAmount: money('fee_amount').notNull().default('0'),
    bonusAmount: money('bonus_amount').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * The request's `created_at` and `kind`, copied by triggers from the request in every write (migration
     * 0038): the analytics' item facts of a day are then one range of the index below, where joining each
     * of the day's requests to its items probed `request_items_request_idx` once per request.
     */
    requestCreatedAt: ts('request_created_at').notNull(),
    requestKind: text('request_kind', { enum: REQUEST_KINDS }).notNull(),
  },
  (t) => [
    index('request_items_request_idx').on(t.requestId),
    index('request_items_store_request_created_idx').on(t.storeId, t.requestCreatedAt),
    index('request_items_store_line_idx').on(t.storeId, t.lineItemId),
    check('request_items_requested_positive', sql`${t.requestedQty} > 0`),
    check('request_items_approved_le_requested', sql`${t.approvedQty} <= ${t.requestedQty}`),
    check('request_items_received_le_approved', sql`${t.receivedQty} + ${t.missingQty} <= ${t.approvedQty}`),
    check(
      'request_items_inspected_le_received',
      sql`${t.restockedQty} + ${t.notRestockedQty} <= ${t.receivedQty}`,
    ),
    check('request_items_refunded_le_approved', sql`${t.refundedQty} <= ${t.approvedQty}`),
    storeIsolation(t.storeId),
  ],
);

/** The timeline: every change to a request appends one row; nothing is overwritten. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    /** created, approved, rejected, ..., message (to the shopper), note (internal), tag, ... */
    type: text('type').notNull(),
    fromStatus: text('from_status', { enum: REQUEST_STATUSES }),
    toStatus: text('to_status', { enum: REQUEST_STATUSES }),
    actorType: text('actor_type', { enum: ['customer', 'merchant', 'system'] }).notNull(),
    actorId: text('actor_id'),
    /** Sentence for the timeline; for type 'message' the text the merchant sent. */
    message: text('message').notNull().default(''),
    /** Shown on the shopper's details page. Internal notes are not. */
    customerVisible: boolean('customer_visible').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.requestId, t.id), storeIsolation(t.storeId)],
);

/** Photos and videos a shopper uploaded; attached to a request item when the request is made. */
export const requestMedia = pgTable(
  'request_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** The session that uploaded it: only it (and the store's merchants) may read it. */
    sessionId: uuid('session_id').references(() => customerSessions.id, { onDelete: 'set null' }),
    orderId: text('order_id').notNull(),
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    requestItemId: uuid('request_item_id').references(() => requestItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('request_media_request_idx').on(t.requestId),
    index('request_media_session_idx').on(t.sessionId),
    // Uploads no request took yet: an order's (its cap), and the oldest (the sweep).
    index('request_media_pending_order_idx').on(t.storeId, t.orderId).where(sql`${t.requestId} is null`),
    index('request_media_pending_age_idx').on(t.createdAt).where(sql`${t.requestId} is null`),
    storeIsolation(t.storeId),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
export type RequestItemRow = typeof requestItems.$inferSelect;
export type RequestEventRow = typeof requestEvents.$inferSelect;
export type RequestMediaRow = typeof requestMedia.$inferSelect;
