import { fromMinor, toMinor } from '@roundtrip/core/money';
import type { Address, Customer, MoneySet, Order, Refund, Transaction } from '../platform';
import { fromGid } from '../platform';

import type {
  CustomerFieldsFragment,
  DiscountApplicationFieldsFragment,
  FulfillmentFieldsFragment,
  FulfillmentLineFieldsFragment,
  LineItemFieldsFragment,
  MailingAddressFieldsFragment,
  MoneyBagFragment,
  OrderQuery,
  OrderTransactionFieldsFragment,
  RefundFieldsFragment,
  RefundLineFieldsFragment,
} from './types/admin.generated';

// Shopify's GraphQL shapes (as codegen typed documents/orders.ts) mapped onto platform.ts's REST-like
// types: numeric ids beside the GID, MoneyBag → MoneySet, enums to lower case.

type GMoney = { amount: string; currencyCode: string };
type GBag = MoneyBagFragment;
type GAddress = MailingAddressFieldsFragment;
export type GCustomer = CustomerFieldsFragment;
type GTransaction = OrderTransactionFieldsFragment;
type OrderHead = NonNullable<OrderQuery['order']>;

/**
 * An order read completely (reads.ts): every page of its lines, shipping lines, discounts, fulfillments
 * (with their lines), transactions and refunds (with their lines and transactions).
 */
export type GOrder = Omit<
  OrderHead,
  'lineItems' | 'shippingLines' | 'discountApplications' | 'fulfillments'
> & {
  lineItems: LineItemFieldsFragment[];
  shippingLines: OrderHead['shippingLines']['nodes'];
  discountApplications: DiscountApplicationFieldsFragment[];
  fulfillments: (FulfillmentFieldsFragment & { lines: FulfillmentLineFieldsFragment[] })[];
  transactions: GTransaction[];
  refunds: (RefundFieldsFragment & { lines: RefundLineFieldsFragment[]; transactions: GTransaction[] })[];
};

const num = (gid: string | null | undefined): string => (gid ? (fromGid(gid) ?? gid) : '');
const money = (m: GMoney) => ({ amount: m.amount, currency_code: m.currencyCode });
const moneySet = (b: GBag): MoneySet => ({
  shop_money: money(b.shopMoney),
  presentment_money: money(b.presentmentMoney),
});
const zeroSet = (currency: string, presentment: string): MoneySet => ({
  shop_money: { amount: fromMinor(0, currency), currency_code: currency },
  presentment_money: { amount: fromMinor(0, presentment), currency_code: presentment },
});
const lower = <T extends string>(value: string | null | undefined): T => (value ?? '').toLowerCase() as T;

/** The address lines both of Shopify's address types share (MailingAddress, LocationAddress). */
type GAddressLines = Omit<GAddress, 'firstName' | 'lastName' | 'countryCodeV2'> &
  Partial<Pick<GAddress, 'firstName' | 'lastName'>>;

/** Shopify names the country code `countryCodeV2` on a MailingAddress and `countryCode` on a location. */
export function mapAddress(a: GAddressLines, countryCode: string | null): Address {
  return {
    first_name: a.firstName ?? '',
    last_name: a.lastName ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    province: a.province ?? '',
    province_code: a.provinceCode ?? '',
    country: a.country ?? '',
    country_code: countryCode ?? '',
    zip: a.zip ?? '',
    phone: a.phone ?? null,
  };
}

function address(a: GAddress | null | undefined): Address | null {
  return a ? mapAddress(a, a.countryCodeV2 ?? null) : null;
}

export function mapCustomer(c: GCustomer): Customer {
  return {
    id: num(c.id),
    admin_graphql_api_id: c.id,
    first_name: c.firstName ?? '',
    last_name: c.lastName ?? '',
    email: c.defaultEmailAddress?.emailAddress ?? null,
    phone: c.defaultPhoneNumber?.phoneNumber ?? null,
    tags: c.tags,
    default_address: address(c.defaultAddress),
    addresses: c.addressesV2.nodes.map((a) => mapAddress(a, a.countryCodeV2 ?? null)),
    created_at: c.createdAt,
  };
}

/** Shopify's JSON scalar arrives as a string of JSON; a receipt that is not an object counts as empty. */
function receiptOf(json: unknown): Record<string, unknown> {
  try {
    const parsed: unknown = typeof json === 'string' && json ? JSON.parse(json) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function mapTransaction(t: GTransaction): Transaction {
  return {
    id: num(t.id),
    admin_graphql_api_id: t.id,
    parent_id: t.parentTransaction ? num(t.parentTransaction.id) : null,
    kind: lower(t.kind),
    status: lower(t.status),
    gateway: t.gateway ?? '',
    amount: t.amountSet.shopMoney.amount,
    currency: t.amountSet.shopMoney.currencyCode,
    amount_set: moneySet(t.amountSet),
    authorization: t.paymentId ?? null,
    receipt: receiptOf(t.receiptJson),
    created_at: t.createdAt,
  };
}

function mapRefund(orderId: string, r: GOrder['refunds'][number]): Refund {
  return {
    id: num(r.id),
    admin_graphql_api_id: r.id,
    order_id: orderId,
    return_id: r.return ? num(r.return.id) : null,
    note: r.note ?? null,
    created_at: r.createdAt ?? '',
    refund_line_items: r.lines.map((l) => ({
      id: num(l.id),
      line_item_id: num(l.lineItem.id),
      quantity: l.quantity,
      restock_type:
        l.restockType === 'CANCEL' ? 'cancel' : l.restockType === 'NO_RESTOCK' ? 'no_restock' : 'return',
      location_id: l.location ? num(l.location.id) : null,
      subtotal: l.subtotalSet.shopMoney.amount,
      total_tax: l.totalTaxSet.shopMoney.amount,
    })),
    transactions: r.transactions.map(mapTransaction),
    total_refunded_set: moneySet(r.totalRefundedSet),
  };
}

const FINANCIAL: Record<string, Order['financial_status']> = {
  PENDING: 'pending',
  AUTHORIZED: 'authorized',
  PARTIALLY_PAID: 'partially_paid',
  PAID: 'paid',
  PARTIALLY_REFUNDED: 'partially_refunded',
  REFUNDED: 'refunded',
  VOIDED: 'voided',
  EXPIRED: 'voided',
};

/** The key on an exchange order that names the order it replaces (set by createExchangeOrder). */
export const EXCHANGE_FOR_ATTRIBUTE = 'roundtrip_exchange_for';

/** A discount's value: a fixed amount (in the order's presentment money) or a percentage. */
function discountValue(d: DiscountApplicationFieldsFragment): {
  value: string;
  valueType: 'fixed_amount' | 'percentage';
} {
  if (d.value.__typename === 'MoneyV2') return { value: d.value.amount, valueType: 'fixed_amount' };
  if (d.value.__typename === 'PricingPercentageValue')
    return { value: String(d.value.percentage), valueType: 'percentage' };
  return { value: '0', valueType: 'fixed_amount' };
}

/**
 * What each successful sale or capture can still give back: its amount less the refunds made against
 * it, in both currencies. Shopify answers `maximumRefundableV2` only on suggested refunds, so the cap is
 * worked out from the order's own transactions.
 */
export function refundablePayments(
  o: Pick<GOrder, 'transactions' | 'currencyCode' | 'presentmentCurrencyCode'>,
) {
  const minor = (t: GTransaction, pick: 'shopMoney' | 'presentmentMoney', currency: string) =>
    toMinor(t.amountSet[pick].amount, currency);
  const refunded = (parentId: string, pick: 'shopMoney' | 'presentmentMoney', currency: string) =>
    o.transactions
      .filter((t) => t.kind === 'REFUND' && t.status === 'SUCCESS' && t.parentTransaction?.id === parentId)
      .reduce((s, t) => s + minor(t, pick, currency), 0);
  return o.transactions
    .filter((t) => t.status === 'SUCCESS' && (t.kind === 'SALE' || t.kind === 'CAPTURE'))
    .map((t) => ({
      id: t.id,
      gateway: t.gateway ?? '',
      shop: minor(t, 'shopMoney', o.currencyCode) - refunded(t.id, 'shopMoney', o.currencyCode),
      presentment:
        minor(t, 'presentmentMoney', o.presentmentCurrencyCode) -
        refunded(t.id, 'presentmentMoney', o.presentmentCurrencyCode),
    }));
}

export function mapOrder(o: GOrder): Order {
  const id = num(o.id);
  const c = o.currencyCode;
  const p = o.presentmentCurrencyCode;
  const sumSet = (minor: (currency: string, bag: GBag) => number, bags: GBag[]): MoneySet => ({
    shop_money: {
      amount: fromMinor(
        bags.reduce((s, b) => s + minor(c, b), 0),
        c,
      ),
      currency_code: c,
    },
    presentment_money: {
      amount: fromMinor(
        bags.reduce((s, b) => s + minor(p, b), 0),
        p,
      ),
      currency_code: p,
    },
  });
  const lines = o.lineItems;
  const lineTotals = sumSet(
    (cur, b) => toMinor(cur === c ? b.shopMoney.amount : b.presentmentMoney.amount, cur),
    lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.originalUnitPriceSet)),
  );
  const payments = refundablePayments(o);
  const refundable = (pick: 'shop' | 'presentment') => payments.reduce((s, t) => s + t[pick], 0);
  const fulfilledOf = (lineId: string) =>
    o.fulfillments
      .filter((f) => f.status === 'SUCCESS')
      .flatMap((f) => f.lines)
      .filter((f) => f.lineItem.id === lineId)
      .reduce((s, f) => s + (f.quantity ?? 0), 0);
  return {
    id,
    admin_graphql_api_id: o.id,
    name: o.name,
    order_number: Number(o.name.replace(/\D/g, '')) || 0,
    email: o.email ?? null,
    phone: o.phone ?? null,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    cancelled_at: o.cancelledAt ?? null,
    cancel_reason: o.cancelReason ? lower(o.cancelReason) : null,
    closed_at: o.closedAt ?? null,
    currency: c,
    presentment_currency: p,
    taxes_included: o.taxesIncluded,
    financial_status: FINANCIAL[o.displayFinancialStatus ?? 'PENDING'] ?? 'pending',
    fulfillment_status:
      o.displayFulfillmentStatus === 'FULFILLED'
        ? 'fulfilled'
        : o.displayFulfillmentStatus === 'PARTIALLY_FULFILLED'
          ? 'partial'
          : null,
    tags: o.tags,
    note: o.note ?? null,
    source_name: o.sourceName ?? '',
    payment_gateway_names: o.paymentGatewayNames,
    discount_codes: o.discountApplications.flatMap((d) =>
      d.__typename === 'DiscountCodeApplication'
        ? [{ code: d.code, ...discountValue(d) }].map(({ code, value, valueType }) => ({
            code,
            amount: value,
            type: valueType,
          }))
        : [],
    ),
    discount_applications: o.discountApplications.map((d) => ({
      type:
        d.__typename === 'DiscountCodeApplication'
          ? 'discount_code'
          : d.__typename === 'ManualDiscountApplication'
            ? 'manual'
            : 'automatic',
      title: d.__typename === 'DiscountCodeApplication' ? d.code : d.title,
      code: d.__typename === 'DiscountCodeApplication' ? d.code : null,
      value: discountValue(d).value,
      value_type: discountValue(d).valueType,
      allocation_method: d.allocationMethod === 'EACH' ? 'each' : 'across',
      target_selection: lower(d.targetSelection),
      target_type: d.targetType === 'SHIPPING_LINE' ? 'shipping_line' : 'line_item',
    })),
    total_line_items_price_set: lineTotals,
    total_discounts_set: o.totalDiscountsSet ? moneySet(o.totalDiscountsSet) : zeroSet(c, p),
    subtotal_price_set: o.subtotalPriceSet ? moneySet(o.subtotalPriceSet) : zeroSet(c, p),
    total_shipping_price_set: moneySet(o.totalShippingPriceSet),
    total_tax_set: o.totalTaxSet ? moneySet(o.totalTaxSet) : zeroSet(c, p),
    total_price_set: moneySet(o.totalPriceSet),
    refundable_set: {
      shop_money: { amount: fromMinor(refundable('shop'), c), currency_code: c },
      presentment_money: { amount: fromMinor(refundable('presentment'), p), currency_code: p },
    },
    customer: o.customer ? mapCustomer(o.customer) : null,
    shipping_address: address(o.shippingAddress),
    billing_address: address(o.billingAddress),
    shipping_lines: o.shippingLines.map((s) => ({
      title: s.title,
      code: s.code ?? '',
      price: s.originalPriceSet.shopMoney.amount,
      price_set: moneySet(s.originalPriceSet),
    })),
    line_items: lines.map((l) => {
      const fulfilled = fulfilledOf(l.id);
      return {
        id: num(l.id),
        admin_graphql_api_id: l.id,
        product_id: l.product ? num(l.product.id) : null,
        variant_id: l.variant ? num(l.variant.id) : null,
        title: l.title,
        variant_title: l.variantTitle ?? null,
        sku: l.sku ?? null,
        vendor: l.vendor ?? null,
        quantity: l.quantity,
        fulfillable_quantity: l.unfulfilledQuantity,
        fulfillment_status: fulfilled >= l.quantity ? 'fulfilled' : fulfilled > 0 ? 'partial' : null,
        price: l.originalUnitPriceSet.shopMoney.amount,
        price_set: moneySet(l.originalUnitPriceSet),
        total_discount: l.totalDiscountSet.shopMoney.amount,
        total_discount_set: moneySet(l.totalDiscountSet),
        discount_allocations: l.discountAllocations.map((d) => ({
          amount: d.allocatedAmountSet.shopMoney.amount,
          amount_set: moneySet(d.allocatedAmountSet),
          discount_application_index: d.discountApplication.index,
        })),
        taxable: l.taxable,
        requires_shipping: l.requiresShipping,
        tax_lines: l.taxLines.map((t) => ({
          title: t.title ?? '',
          rate: t.rate ?? 0,
          price: t.priceSet.shopMoney.amount,
          price_set: moneySet(t.priceSet),
        })),
      };
    }),
    fulfillments: o.fulfillments.map((f) => ({
      id: num(f.id),
      admin_graphql_api_id: f.id,
      location_id: f.location ? num(f.location.id) : '',
      status: f.status === 'CANCELLED' ? 'cancelled' : 'success',
      shipment_status:
        f.displayStatus === 'DELIVERED'
          ? 'delivered'
          : f.displayStatus === 'OUT_FOR_DELIVERY'
            ? 'out_for_delivery'
            : f.displayStatus === 'IN_TRANSIT'
              ? 'in_transit'
              : null,
      tracking_company: f.trackingInfo[0]?.company ?? null,
      tracking_number: f.trackingInfo[0]?.number ?? null,
      created_at: f.createdAt,
      in_transit_at: f.inTransitAt ?? null,
      delivered_at: f.deliveredAt ?? null,
      line_items: f.lines.map((x) => ({
        id: num(x.lineItem.id),
        quantity: x.quantity ?? 0,
      })),
    })),
    transactions: o.transactions.map(mapTransaction),
    refunds: o.refunds.map((r) => mapRefund(id, r)),
    exchange_for_order_id: o.customAttributes.find((a) => a.key === EXCHANGE_FOR_ATTRIBUTE)?.value ?? null,
  };
}

export { num as numericId };
