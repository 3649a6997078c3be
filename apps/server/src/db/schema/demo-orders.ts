import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DemoAddress } from './demo-catalog';
import { demoId, demoMinor, demoRef, demoStoreId, demoTs as ts } from './demo-columns';
import { storeIsolation } from './tenant-policy';

const storeId = demoStoreId;
const id = demoId;
const ref = demoRef;
const minor = demoMinor;

export const demoCustomers = pgTable(
  'demo_customers',
  {
    storeId: storeId(),
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    addresses: jsonb('addresses').$type<DemoAddress[]>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_customers_email_idx').on(t.storeId, sql`lower(${t.email})`),
    storeIsolation(t.storeId),
  ],
);

/** Shopify's discount_applications: the index of one is what line discount allocations point at. */
export type DemoDiscountApplication = {
  type: 'discount_code' | 'manual' | 'automatic';
  title: string;
  code: string | null;
  value: string;
  value_type: 'percentage' | 'fixed_amount';
  allocation_method: 'across' | 'each';
  target_selection: 'all' | 'entitled' | 'explicit';
  target_type: 'line_item' | 'shipping_line';
};
export type DemoShippingLine = { title: string; code: string; price_minor: number };
export type DemoTaxLine = { title: string; rate: number; price_minor: number };
export type DemoDiscountAllocation = { amount_minor: number; discount_application_index: number };

export const demoOrders = pgTable(
  'demo_orders',
  {
    storeId: storeId(),
    id: id(),
    name: text('name').notNull(),
    orderNumber: integer('order_number').notNull(),
    customerId: ref('customer_id'),
    email: text('email'),
    phone: text('phone'),
    currency: text('currency').notNull(),
    presentmentCurrency: text('presentment_currency').notNull(),
    /** Presentment minor units per shop minor unit, times 1,000,000 (1,000,000 when the currencies match). */
    presentmentRatePpm: integer('presentment_rate_ppm').notNull().default(1_000_000),
    taxesIncluded: boolean('taxes_included').notNull(),
    financialStatus: text('financial_status').notNull(),
    fulfillmentStatus: text('fulfillment_status'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    note: text('note'),
    sourceName: text('source_name').notNull().default('web'),
    paymentGatewayNames: text('payment_gateway_names').array().notNull().default(sql`'{}'::text[]`),
    discountCodes: jsonb('discount_codes')
      .$type<{ code: string; amount_minor: number; type: string }[]>()
      .notNull(),
    discountApplications: jsonb('discount_applications').$type<DemoDiscountApplication[]>().notNull(),
    shippingLines: jsonb('shipping_lines').$type<DemoShippingLine[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<DemoAddress | null>(),
    billingAddress: jsonb('billing_address').$type<DemoAddress | null>(),
    totalLineItemsPriceMinor: minor('total_line_items_price_minor'),
    totalDiscountsMinor: minor('total_discounts_minor'),
    subtotalPriceMinor: minor('subtotal_price_minor'),
    totalShippingMinor: minor('total_shipping_minor'),
    totalTaxMinor: minor('total_tax_minor'),
    totalPriceMinor: minor('total_price_minor'),
    /** The order this one was created to exchange items of. */
    exchangeForOrderId: ref('exchange_for_order_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    uniqueIndex('demo_orders_name_key').on(t.storeId, t.name),
    index('demo_orders_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    storeIsolation(t.storeId),
  ],
);

export const demoLineItems = pgTable(
  'demo_line_items',
  {
    storeId: storeId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    productId: ref('product_id'),
    variantId: ref('variant_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    vendor: text('vendor'),
    quantity: integer('quantity').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    taxable: boolean('taxable').notNull().default(true),
    requiresShipping: boolean('requires_shipping').notNull().default(true),
    taxLines: jsonb('tax_lines').$type<DemoTaxLine[]>().notNull(),
    discountAllocations: jsonb('discount_allocations').$type<DemoDiscountAllocation[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_line_items_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export const demoFulfillments = pgTable(
  'demo_fulfillments',
  {
    storeId: storeId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    locationId: ref('location_id').notNull(),
    status: text('status').notNull(),
    shipmentStatus: text('shipment_status'),
    trackingCompany: text('tracking_company'),
    trackingNumber: text('tracking_number'),
    lineItems: jsonb('line_items').$type<{ line_item_id: number; quantity: number }[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    inTransitAt: ts('in_transit_at'),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_fulfillments_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export type DemoFulfillmentHold = { reason: string; reason_notes: string; held_at: string };

export const demoFulfillmentOrders = pgTable(
  'demo_fulfillment_orders',
  {
    storeId: storeId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    locationId: ref('location_id').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'on_hold', 'closed', 'cancelled'] }).notNull(),
    holds: jsonb('holds').$type<DemoFulfillmentHold[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_fulfillment_orders_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export const demoTransactions = pgTable(
  'demo_transactions',
  {
    storeId: storeId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    parentId: ref('parent_id'),
    refundId: ref('refund_id'),
    kind: text('kind', { enum: ['authorization', 'capture', 'sale', 'void', 'refund'] }).notNull(),
    status: text('status', { enum: ['pending', 'failure', 'success', 'error'] }).notNull(),
    gateway: text('gateway').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    authorization: text('authorization'),
    receipt: jsonb('receipt').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_transactions_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export type DemoRefundLineItem = {
  id: number;
  line_item_id: number;
  quantity: number;
  restock_type: 'no_restock' | 'return' | 'cancel';
  location_id: number | null;
  subtotal_minor: number;
  total_tax_minor: number;
};

export const demoRefunds = pgTable(
  'demo_refunds',
  {
    storeId: storeId(),
    id: id(),
    orderId: ref('order_id').notNull(),
    returnId: ref('return_id'),
    note: text('note'),
    refundLineItems: jsonb('refund_line_items').$type<DemoRefundLineItem[]>().notNull(),
    shippingMinor: minor('shipping_minor'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_refunds_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export type DemoOrderRow = typeof demoOrders.$inferSelect;
export type DemoLineItemRow = typeof demoLineItems.$inferSelect;
