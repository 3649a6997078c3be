import { fromMinor, toMinor } from '@roundtrip/core/money';
import type { Address, Customer, MoneySet, Order, Refund, Transaction } from '../platform';
import { fromGid } from '../platform';

// Shopify's GraphQL shapes (the fields documents.ts asks for) and their mapping onto platform.ts's
// REST-like types: numeric ids beside the GID, MoneyBag → MoneySet, enums to lower case.

export type GMoney = { amount: string; currencyCode: string };
export type GBag = { shopMoney: GMoney; presentmentMoney: GMoney };
type GAddress = {
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  country: string | null;
  countryCodeV2: string | null;
  zip: string | null;
  phone: string | null;
};
export type GCustomer = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  tags: string[];
  createdAt: string;
  defaultAddress: GAddress | null;
  addresses: GAddress[];
};
type GTransaction = {
  id: string;
  kind: string;
  status: string;
  gateway: string | null;
  authorizationCode: string | null;
  receiptJson: string | null;
  createdAt: string;
  parentTransaction: { id: string } | null;
  amountSet: GBag;
  maximumRefundableV2: GMoney | null;
};
type GDiscountApplication = {
  __typename: string;
  index: number;
  allocationMethod: string;
  targetSelection: string;
  targetType: string;
  value: { __typename: string; amount?: string; percentage?: number };
  code?: string;
  title?: string;
};
export type GOrder = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  closedAt: string | null;
  currencyCode: string;
  presentmentCurrencyCode: string;
  taxesIncluded: boolean;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  tags: string[];
  note: string | null;
  sourceName: string | null;
  sourceIdentifier: string | null;
  paymentGatewayNames: string[];
  discountCodes: string[];
  customAttributes: { key: string; value: string | null }[];
  subtotalPriceSet: GBag | null;
  totalDiscountsSet: GBag | null;
  totalShippingPriceSet: GBag;
  totalTaxSet: GBag | null;
  totalPriceSet: GBag;
  customer: GCustomer | null;
  shippingAddress: GAddress | null;
  billingAddress: GAddress | null;
  lineItems: {
    nodes: {
      id: string;
      title: string;
      variantTitle: string | null;
      sku: string | null;
      vendor: string | null;
      quantity: number;
      currentQuantity: number;
      unfulfilledQuantity: number;
      taxable: boolean;
      requiresShipping: boolean;
      variant: { id: string } | null;
      product: { id: string } | null;
      originalUnitPriceSet: GBag;
      totalDiscountSet: GBag;
      discountAllocations: { allocatedAmountSet: GBag; discountApplication: { index: number } }[];
      taxLines: { title: string | null; rate: number | null; priceSet: GBag }[];
    }[];
  };
  shippingLines: { nodes: { title: string; code: string | null; originalPriceSet: GBag }[] };
  discountApplications: { nodes: GDiscountApplication[] };
  fulfillments: {
    id: string;
    status: string;
    displayStatus: string | null;
    createdAt: string;
    inTransitAt: string | null;
    deliveredAt: string | null;
    location: { id: string } | null;
    trackingInfo: { company: string | null; number: string | null }[];
    fulfillmentLineItems: { nodes: { id: string; quantity: number | null; lineItem: { id: string } }[] };
  }[];
  transactions: GTransaction[];
  refunds: {
    id: string;
    note: string | null;
    createdAt: string | null;
    return: { id: string } | null;
    totalRefundedSet: GBag;
    refundLineItems: {
      nodes: {
        id: string | null;
        quantity: number;
        restockType: string;
        location: { id: string } | null;
        lineItem: { id: string };
        subtotalSet: GBag;
        totalTaxSet: GBag;
      }[];
    };
    transactions: { nodes: GTransaction[] };
  }[];
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
    phone: a.phone,
  };
}

function address(a: GAddress | null): Address | null {
  return a ? mapAddress(a, a.countryCodeV2) : null;
}

export function mapCustomer(c: GCustomer): Customer {
  return {
    id: num(c.id),
    admin_graphql_api_id: c.id,
    first_name: c.firstName ?? '',
    last_name: c.lastName ?? '',
    email: c.email,
    phone: c.phone,
    tags: c.tags,
    default_address: address(c.defaultAddress),
    addresses: c.addresses.map((a) => address(a)).filter((a): a is Address => a !== null),
    created_at: c.createdAt,
  };
}

/** Shopify's JSON scalar arrives as a string of JSON; a receipt that is not an object counts as empty. */
function receiptOf(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
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
    authorization: t.authorizationCode,
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
    note: r.note,
    created_at: r.createdAt ?? '',
    refund_line_items: r.refundLineItems.nodes.map((l) => ({
      id: num(l.id),
      line_item_id: num(l.lineItem.id),
      quantity: l.quantity,
      restock_type:
        l.restockType === 'CANCEL' ? 'cancel' : l.restockType === 'NO_RESTOCK' ? 'no_restock' : 'return',
      location_id: l.location ? num(l.location.id) : null,
      subtotal: l.subtotalSet.shopMoney.amount,
      total_tax: l.totalTaxSet.shopMoney.amount,
    })),
    transactions: r.transactions.nodes.map(mapTransaction),
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
  const lines = o.lineItems.nodes;
  const lineTotals = sumSet(
    (cur, b) => toMinor(cur === c ? b.shopMoney.amount : b.presentmentMoney.amount, cur),
    lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.originalUnitPriceSet)),
  );
  // The refund cap: what each sale or capture can still give back (Shopify's maximumRefundable).
  const refundable = o.transactions
    .filter((t) => t.status === 'SUCCESS' && (t.kind === 'SALE' || t.kind === 'CAPTURE'))
    .reduce((s, t) => s + toMinor(t.maximumRefundableV2?.amount ?? '0', c), 0);
  const fulfilledOf = (lineId: string) =>
    o.fulfillments
      .filter((f) => f.status === 'SUCCESS')
      .flatMap((f) => f.fulfillmentLineItems.nodes)
      .filter((f) => f.lineItem.id === lineId)
      .reduce((s, f) => s + (f.quantity ?? 0), 0);
  return {
    id,
    admin_graphql_api_id: o.id,
    name: o.name,
    order_number: Number(o.name.replace(/\D/g, '')) || 0,
    email: o.email,
    phone: o.phone,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    cancelled_at: o.cancelledAt,
    cancel_reason: o.cancelReason ? lower(o.cancelReason) : null,
    closed_at: o.closedAt,
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
    note: o.note,
    source_name: o.sourceName ?? '',
    payment_gateway_names: o.paymentGatewayNames,
    discount_codes: o.discountApplications.nodes
      .filter((d) => d.__typename === 'DiscountCodeApplication')
      .map((d) => ({
        code: d.code ?? '',
        amount: d.value.amount ?? String(d.value.percentage ?? 0),
        type: d.value.__typename === 'MoneyV2' ? 'fixed_amount' : 'percentage',
      })),
    discount_applications: o.discountApplications.nodes.map((d) => ({
      type:
        d.__typename === 'DiscountCodeApplication'
          ? 'discount_code'
          : d.__typename === 'ManualDiscountApplication'
            ? 'manual'
            : 'automatic',
      title: d.title ?? d.code ?? '',
      code: d.code ?? null,
      value: d.value.amount ?? String(d.value.percentage ?? 0),
      value_type: d.value.__typename === 'MoneyV2' ? 'fixed_amount' : 'percentage',
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
      shop_money: { amount: fromMinor(refundable, c), currency_code: c },
      presentment_money: { amount: fromMinor(refundable, c), currency_code: c },
    },
    customer: o.customer ? mapCustomer(o.customer) : null,
    shipping_address: address(o.shippingAddress),
    billing_address: address(o.billingAddress),
    shipping_lines: o.shippingLines.nodes.map((s) => ({
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
        variant_title: l.variantTitle,
        sku: l.sku,
        vendor: l.vendor,
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
      in_transit_at: f.inTransitAt,
      delivered_at: f.deliveredAt,
      line_items: f.fulfillmentLineItems.nodes.map((x) => ({
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
