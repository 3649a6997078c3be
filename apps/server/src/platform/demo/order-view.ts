import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type JsonRow, rowsFromJson } from '../../db/json-rows';
import {
  type DemoOrderRow,
  demoCustomers,
  demoFulfillments,
  demoLineItems,
  demoOrders,
  demoRefunds,
  demoTransactions,
} from '../../db/schema';
import type { Customer, LineItem, Order, Refund, Transaction } from '../platform';
import { toGid } from '../platform';
import { type Executor, iso, money, moneySet } from './demo-deps';
import { refundablePayments, totalRefundable } from './refund-rules';

type CustomerRow = typeof demoCustomers.$inferSelect;
type TxRow = typeof demoTransactions.$inferSelect;

export function customerView(c: CustomerRow): Customer {
  return {
    id: String(c.id),
    admin_graphql_api_id: toGid('Customer', c.id),
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    tags: c.tags,
    default_address: c.addresses[0] ?? null,
    addresses: c.addresses,
    created_at: c.createdAt.toISOString(),
  };
}

function transactionView(t: TxRow, order: DemoOrderRow): Transaction {
  return {
    id: String(t.id),
    admin_graphql_api_id: toGid('OrderTransaction', t.id),
    parent_id: t.parentId === null ? null : String(t.parentId),
    kind: t.kind,
    status: t.status,
    gateway: t.gateway,
    amount: money(t.amountMinor, order.currency).amount,
    currency: order.currency,
    amount_set: moneySet(t.amountMinor, order.currency, order.presentmentCurrency, order.presentmentRatePpm),
    authorization: t.authorization,
    receipt: t.receipt,
    created_at: t.createdAt.toISOString(),
  };
}

/**
 * Every row of `table` belonging to the outer `demo_orders` row, as one JSON array (the outer columns named
 * with their table: drizzle writes a one-table select's columns bare, which the sub-select would take as its own).
 */
const childrenOf = (table: PgTable, order: SQL) =>
  sql<JsonRow[]>`(select coalesce(json_agg(c ${order}), '[]') from ${table} c
    where c.store_id = ${demoOrders}.store_id and c.order_id = ${demoOrders}.id)`;

/** An order row's children, each a sub-select of the row written as JSON. */
const ORDER_PARTS = {
  lines: childrenOf(demoLineItems, sql`order by c.position`),
  fulfillments: childrenOf(demoFulfillments, sql`order by c.id`),
  transactions: childrenOf(demoTransactions, sql`order by c.id`),
  refunds: childrenOf(demoRefunds, sql`order by c.id`),
  customer: sql<JsonRow | null>`(select row_to_json(c) from ${demoCustomers} c
    where c.store_id = ${demoOrders}.store_id and c.id = ${demoOrders}.customer_id)`,
};

/**
 * The store's orders matching `filter`, with their lines, fulfillments, transactions, refunds and customer,
 * in one statement (a query per kind took six round trips an order).
 */
export async function readOrders(
  db: Executor,
  storeId: string,
  filter: SQL | undefined,
  page: { orderBy?: SQL[]; limit?: number } = {},
): Promise<Order[]> {
  let query = db
    .select({ order: demoOrders, ...ORDER_PARTS })
    .from(demoOrders)
    .where(and(eq(demoOrders.storeId, storeId), filter))
    .$dynamic();
  if (page.orderBy) query = query.orderBy(...page.orderBy);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return (await query).map(orderView);
}

/** An order row with its children as `ORDER_PARTS` wrote them. */
type OrderRead = {
  order: DemoOrderRow;
  lines: JsonRow[];
  fulfillments: JsonRow[];
  transactions: JsonRow[];
  refunds: JsonRow[];
  customer: JsonRow | null;
};

function orderView(read: OrderRead): Order {
  const o = read.order;
  const lines = rowsFromJson(demoLineItems, read.lines);
  const txs = rowsFromJson(demoTransactions, read.transactions);
  const orderFulfillments = rowsFromJson(demoFulfillments, read.fulfillments).filter(
    (f) => f.status === 'success',
  );
  const orderRefunds = rowsFromJson(demoRefunds, read.refunds);
  const [customer] = rowsFromJson(demoCustomers, read.customer ? [read.customer] : []);
  const set = (minor: number) => moneySet(minor, o.currency, o.presentmentCurrency, o.presentmentRatePpm);
  const fulfilled = new Map<number, number>();
  for (const f of orderFulfillments)
    for (const li of f.lineItems)
      fulfilled.set(li.line_item_id, (fulfilled.get(li.line_item_id) ?? 0) + li.quantity);
  const cancelled = new Map<number, number>();
  for (const r of orderRefunds)
    for (const rli of r.refundLineItems)
      if (rli.restock_type === 'cancel')
        cancelled.set(rli.line_item_id, (cancelled.get(rli.line_item_id) ?? 0) + rli.quantity);
  const lineItems: LineItem[] = lines.map((l) => {
    const done = fulfilled.get(l.id) ?? 0;
    const discount = l.discountAllocations.reduce((s, a) => s + a.amount_minor, 0);
    return {
      id: String(l.id),
      admin_graphql_api_id: toGid('LineItem', l.id),
      product_id: l.productId === null ? null : String(l.productId),
      variant_id: l.variantId === null ? null : String(l.variantId),
      title: l.title,
      variant_title: l.variantTitle,
      sku: l.sku,
      vendor: l.vendor,
      quantity: l.quantity,
      fulfillable_quantity: o.cancelledAt ? 0 : Math.max(0, l.quantity - done - (cancelled.get(l.id) ?? 0)),
      fulfillment_status: done >= l.quantity ? 'fulfilled' : done > 0 ? 'partial' : null,
      price: money(l.priceMinor, o.currency).amount,
      price_set: set(l.priceMinor),
      total_discount: money(discount, o.currency).amount,
      total_discount_set: set(discount),
      discount_allocations: l.discountAllocations.map((a) => ({
        amount: money(a.amount_minor, o.currency).amount,
        amount_set: set(a.amount_minor),
        discount_application_index: a.discount_application_index,
      })),
      taxable: l.taxable,
      requires_shipping: l.requiresShipping,
      tax_lines: l.taxLines.map((t) => ({
        title: t.title,
        rate: t.rate,
        price: money(t.price_minor, o.currency).amount,
        price_set: set(t.price_minor),
      })),
    };
  });
  const refundViews: Refund[] = orderRefunds.map((r) => refundView(r, o, txs));
  return {
    id: String(o.id),
    admin_graphql_api_id: toGid('Order', o.id),
    name: o.name,
    order_number: o.orderNumber,
    email: o.email,
    phone: o.phone,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    cancelled_at: iso(o.cancelledAt),
    cancel_reason: o.cancelReason,
    closed_at: iso(o.closedAt),
    currency: o.currency,
    presentment_currency: o.presentmentCurrency,
    taxes_included: o.taxesIncluded,
    financial_status: o.financialStatus as Order['financial_status'],
    fulfillment_status: o.fulfillmentStatus as Order['fulfillment_status'],
    tags: o.tags,
    note: o.note,
    source_name: o.sourceName,
    payment_gateway_names: o.paymentGatewayNames,
    discount_codes: o.discountCodes.map((d) => ({
      code: d.code,
      amount: money(d.amount_minor, o.currency).amount,
      type: d.type,
    })),
    discount_applications: o.discountApplications,
    total_line_items_price_set: set(o.totalLineItemsPriceMinor),
    total_discounts_set: set(o.totalDiscountsMinor),
    subtotal_price_set: set(o.subtotalPriceMinor),
    total_shipping_price_set: set(o.totalShippingMinor),
    total_tax_set: set(o.totalTaxMinor),
    total_price_set: set(o.totalPriceMinor),
    refundable_set: set(totalRefundable(refundablePayments(o, txs))),
    customer: customer ? customerView(customer) : null,
    shipping_address: o.shippingAddress,
    billing_address: o.billingAddress,
    shipping_lines: o.shippingLines.map((s) => ({
      title: s.title,
      code: s.code,
      price: money(s.price_minor, o.currency).amount,
      price_set: set(s.price_minor),
    })),
    line_items: lineItems,
    fulfillments: orderFulfillments.map((f) => ({
      id: String(f.id),
      admin_graphql_api_id: toGid('Fulfillment', f.id),
      location_id: String(f.locationId),
      status: f.status as 'success',
      shipment_status: f.shipmentStatus as Order['fulfillments'][number]['shipment_status'],
      tracking_company: f.trackingCompany,
      tracking_number: f.trackingNumber,
      created_at: f.createdAt.toISOString(),
      in_transit_at: iso(f.inTransitAt),
      delivered_at: iso(f.deliveredAt),
      line_items: f.lineItems.map((li) => ({ id: String(li.line_item_id), quantity: li.quantity })),
    })),
    transactions: txs.map((t) => transactionView(t, o)),
    refunds: refundViews,
    exchange_for_order_id: o.exchangeForOrderId === null ? null : String(o.exchangeForOrderId),
  };
}

export function refundView(r: typeof demoRefunds.$inferSelect, o: DemoOrderRow, orderTxs: TxRow[]): Refund {
  const txs = orderTxs.filter((t) => t.refundId === r.id);
  const total = txs.filter((t) => t.status === 'success').reduce((s, t) => s + t.amountMinor, 0);
  return {
    id: String(r.id),
    admin_graphql_api_id: toGid('Refund', r.id),
    order_id: String(o.id),
    return_id: r.returnId === null ? null : String(r.returnId),
    note: r.note,
    created_at: r.createdAt.toISOString(),
    refund_line_items: r.refundLineItems.map((rli) => ({
      id: String(rli.id),
      line_item_id: String(rli.line_item_id),
      quantity: rli.quantity,
      restock_type: rli.restock_type,
      location_id: rli.location_id === null ? null : String(rli.location_id),
      subtotal: money(rli.subtotal_minor, o.currency).amount,
      total_tax: money(rli.total_tax_minor, o.currency).amount,
    })),
    transactions: txs.map((t) => transactionView(t, o)),
    total_refunded_set: moneySet(total, o.currency, o.presentmentCurrency, o.presentmentRatePpm),
  };
}
