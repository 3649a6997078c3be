import { and, eq, inArray } from 'drizzle-orm';
import {
  type DemoOrderRow,
  demoCustomers,
  demoFulfillments,
  demoLineItems,
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

/** Reads orders with their lines, fulfillments, transactions, refunds and customer: one query per kind. */
export async function loadOrders(db: Executor, storeId: string, rows: DemoOrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((v): v is number => v !== null))];
  const [lines, fulfillments, transactions, refunds, customers] = [
    await db
      .select()
      .from(demoLineItems)
      .where(and(eq(demoLineItems.storeId, storeId), inArray(demoLineItems.orderId, ids)))
      .orderBy(demoLineItems.position),
    await db
      .select()
      .from(demoFulfillments)
      .where(and(eq(demoFulfillments.storeId, storeId), inArray(demoFulfillments.orderId, ids)))
      .orderBy(demoFulfillments.id),
    await db
      .select()
      .from(demoTransactions)
      .where(and(eq(demoTransactions.storeId, storeId), inArray(demoTransactions.orderId, ids)))
      .orderBy(demoTransactions.id),
    await db
      .select()
      .from(demoRefunds)
      .where(and(eq(demoRefunds.storeId, storeId), inArray(demoRefunds.orderId, ids)))
      .orderBy(demoRefunds.id),
    customerIds.length === 0
      ? []
      : await db
          .select()
          .from(demoCustomers)
          .where(and(eq(demoCustomers.storeId, storeId), inArray(demoCustomers.id, customerIds))),
  ];
  const customerById = new Map(customers.map((c) => [c.id, customerView(c)]));
  return rows.map((o) => {
    const set = (minor: number) => moneySet(minor, o.currency, o.presentmentCurrency, o.presentmentRatePpm);
    const txs = transactions.filter((t) => t.orderId === o.id);
    const orderFulfillments = fulfillments.filter((f) => f.orderId === o.id && f.status === 'success');
    const orderRefunds = refunds.filter((r) => r.orderId === o.id);
    const fulfilled = new Map<number, number>();
    for (const f of orderFulfillments)
      for (const li of f.lineItems)
        fulfilled.set(li.line_item_id, (fulfilled.get(li.line_item_id) ?? 0) + li.quantity);
    const cancelled = new Map<number, number>();
    for (const r of orderRefunds)
      for (const rli of r.refundLineItems)
        if (rli.restock_type === 'cancel')
          cancelled.set(rli.line_item_id, (cancelled.get(rli.line_item_id) ?? 0) + rli.quantity);
    const lineItems: LineItem[] = lines
      .filter((l) => l.orderId === o.id)
      .map((l) => {
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
          fulfillable_quantity: o.cancelledAt
            ? 0
            : Math.max(0, l.quantity - done - (cancelled.get(l.id) ?? 0)),
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
      customer: o.customerId === null ? null : (customerById.get(o.customerId) ?? null),
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
  });
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
