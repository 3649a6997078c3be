import { fromMinor } from '@roundtrip/core/money';
import {
  type FakeCreditAccount,
  type FakeDraftOrder,
  type FakeFulfillmentOrder,
  type FakeGiftCard,
  type FakeOrder,
  type FakeRefund,
  type FakeReturn,
  type FakeReverseDelivery,
  type FakeShop,
  type FakeTransaction,
  type FakeVariant,
  findVariant,
  refundableOn,
} from './fake-state';

// Plain objects in the shapes of the SDL. graphql-js calls a function-valued property with the field's
// arguments, which is how connections and argument-taking fields are served.

const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;
const money = (minor: number, currency: string) => ({
  amount: fromMinor(minor, currency),
  currencyCode: currency,
});
// The fake has one currency per shop, so presentment money equals shop money.
const bag = (minor: number, currency: string) => ({
  shopMoney: money(minor, currency),
  presentmentMoney: money(minor, currency),
});
const nodes = <T>(list: T[]) => ({ nodes: list, pageInfo: { hasNextPage: false, endCursor: null } });

export const locationView = (shop: FakeShop, id: number) => ({
  __typename: 'Location',
  id: gid('Location', id),
  name: id === shop.locationId ? 'Main warehouse' : `Location ${id}`,
  isActive: true,
  address: { address1: '1 Dock Road', city: 'Mumbai', country: 'India', countryCode: 'IN', zip: '400001' },
});

const cod = (t: FakeTransaction) => /cash|cod/i.test(t.gateway);

function transactionView(order: FakeOrder, t: FakeTransaction): Record<string, unknown> {
  const parent = order.transactions.find((p) => p.id === t.parentId);
  return {
    __typename: 'OrderTransaction',
    id: gid('OrderTransaction', t.id),
    kind: t.kind,
    status: t.status,
    gateway: t.gateway,
    amountSet: bag(t.amount, order.currency),
    maximumRefundableV2: t.kind === 'REFUND' ? null : money(refundableOn(order, t), order.currency),
    parentTransaction: parent ? transactionView(order, parent) : null,
    // A card payment has an authorization and a receipt; cash on delivery has neither.
    authorizationCode: cod(t) ? null : `auth_${t.id}`,
    receiptJson: cod(t) ? '{}' : JSON.stringify({ id: `pay_${t.id}`, paid: true }),
    createdAt: t.createdAt,
  };
}

export function variantView(shop: FakeShop, v: FakeVariant) {
  const found = findVariant(shop, v.id);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id),
    title: v.title,
    sku: v.sku,
    price: fromMinor(v.price, shop.currency),
    compareAtPrice: null,
    taxable: true,
    position: v.position,
    inventoryQuantity: [...v.inventory.values()].reduce((a, b) => a + b, 0),
    selectedOptions: (found?.product.options ?? []).map((name, i) => ({ name, value: v.options[i] ?? '' })),
    product: () => (found ? productView(shop, found.product.id) : null),
    inventoryItem: {
      id: gid('InventoryItem', v.id),
      inventoryLevels: () =>
        nodes(
          [...v.inventory].map(([locationId, available]) => ({
            id: gid('InventoryLevel', locationId * 1000 + v.id),
            location: locationView(shop, locationId),
            quantities: ({ names }: { names: string[] }) =>
              names.map((name) => ({ name, quantity: name === 'available' ? available : 0 })),
          })),
        ),
    },
  };
}

export function productView(shop: FakeShop, id: number) {
  const p = shop.products.get(id);
  if (!p) return null;
  return {
    __typename: 'Product',
    id: gid('Product', p.id),
    title: p.title,
    handle: p.handle,
    productType: '',
    vendor: 'Fake',
    status: 'ACTIVE',
    tags: p.tags,
    createdAt: p.createdAt,
    options: () =>
      p.options.map((name, i) => ({
        name,
        position: i + 1,
        values: p.variants.map((v) => v.options[i] ?? ''),
      })),
    featuredMedia: { image: { url: `https://cdn.example/${p.handle}.jpg` } },
    collections: () => nodes([]),
    variants: () => nodes(p.variants.map((v) => variantView(shop, v))),
  };
}

function lineView(shop: FakeShop, order: FakeOrder, lineId: number) {
  const l = order.lines.find((x) => x.id === lineId);
  if (!l) return null;
  const fulfilled = order.fulfillments.flatMap((f) => f.lines).filter((x) => x.lineItemId === l.id);
  const variant = l.variantId ? findVariant(shop, l.variantId) : null;
  return {
    __typename: 'LineItem',
    id: gid('LineItem', l.id),
    title: l.title,
    variantTitle: l.variantTitle,
    sku: l.sku,
    vendor: null,
    quantity: l.quantity,
    currentQuantity: l.quantity - l.refundedQuantity,
    unfulfilledQuantity: l.quantity - fulfilled.reduce((s, f) => s + f.quantity, 0),
    refundableQuantity: l.quantity - l.refundedQuantity,
    variant: variant ? variantView(shop, variant.variant) : null,
    product: variant ? productView(shop, variant.product.id) : null,
    originalUnitPriceSet: bag(l.price, order.currency),
    totalDiscountSet: bag(l.discount, order.currency),
    discountAllocations: [],
    taxable: l.taxRate > 0,
    requiresShipping: true,
    taxLines: () =>
      l.taxRate > 0 ? [{ title: 'GST', rate: l.taxRate, priceSet: bag(l.tax, order.currency) }] : [],
  };
}

export function refundView(shop: FakeShop, r: FakeRefund) {
  const order = shop.orders.get(r.orderId);
  if (!order) return null;
  const total = r.transactions.reduce((s, t) => s + t.amount, 0);
  return {
    __typename: 'Refund',
    id: gid('Refund', r.id),
    note: r.note,
    createdAt: r.createdAt,
    order: () => orderView(shop, order.id),
    return: () => (r.returnId ? returnView(shop, r.returnId) : null),
    totalRefundedSet: bag(total, order.currency),
    refundLineItems: () =>
      nodes(
        r.lines.map((x) => {
          const line = order.lines.find((l) => l.id === x.lineItemId);
          const subtotal = line
            ? Math.round(((line.price * line.quantity - line.discount) * x.quantity) / line.quantity)
            : 0;
          return {
            id: gid('RefundLineItem', x.id),
            quantity: x.quantity,
            restockType: x.restockType,
            location: x.locationId ? locationView(shop, x.locationId) : null,
            lineItem: lineView(shop, order, x.lineItemId),
            subtotalSet: bag(subtotal, order.currency),
            totalTaxSet: bag(0, order.currency),
          };
        }),
      ),
    transactions: () => nodes(r.transactions.map((t) => transactionView(order, t))),
  };
}

/** The order's total after discounts, with tax and shipping, in minor units. */
function totalOf(o: FakeOrder): number {
  const gross = o.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const discounts = o.lines.reduce((s, l) => s + l.discount, 0) + (o.discountCode?.amount ?? 0);
  const tax = o.lines.reduce((s, l) => s + l.tax, 0);
  return Math.max(0, gross - discounts + tax + o.shipping);
}

/**
 * What the buyer still owes: the total less what was received (the fake's orders are not edited after a
 * refund, so refunds do not count).
 */
export function outstandingOf(o: FakeOrder): number {
  const received = o.transactions.filter((t) => t.kind !== 'REFUND').reduce((s, t) => s + t.amount, 0);
  return Math.max(0, totalOf(o) - received);
}

export function orderView(shop: FakeShop, id: number): Record<string, unknown> | null {
  const o = shop.orders.get(id);
  if (!o) return null;
  const c = o.currency;
  const gross = o.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const discounts = o.lines.reduce((s, l) => s + l.discount, 0) + (o.discountCode?.amount ?? 0);
  const tax = o.lines.reduce((s, l) => s + l.tax, 0);
  const received = o.transactions.filter((t) => t.kind !== 'REFUND').reduce((s, t) => s + t.amount, 0);
  const refunded = o.transactions.filter((t) => t.kind === 'REFUND').reduce((s, t) => s + t.amount, 0);
  const total = totalOf(o);
  const fulfilledAll = o.lines.every(
    (l) =>
      o.fulfillments
        .flatMap((f) => f.lines)
        .filter((f) => f.lineItemId === l.id)
        .reduce((s, f) => s + f.quantity, 0) >= l.quantity,
  );
  let financial = received >= total ? 'PAID' : 'PENDING';
  if (refunded > 0) financial = refunded >= received ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  const customer = o.customerId ? shop.customers.get(o.customerId) : undefined;
  return {
    __typename: 'Order',
    id: gid('Order', o.id),
    name: o.name,
    email: o.email,
    phone: o.phone,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    cancelledAt: o.cancelledAt,
    cancelReason: o.cancelReason,
    closedAt: null,
    currencyCode: c,
    presentmentCurrencyCode: c,
    taxesIncluded: false,
    displayFinancialStatus: financial,
    displayFulfillmentStatus:
      o.fulfillments.length === 0 ? 'UNFULFILLED' : fulfilledAll ? 'FULFILLED' : 'PARTIALLY_FULFILLED',
    tags: o.tags,
    note: o.note,
    sourceName: 'web',
    sourceIdentifier: o.sourceIdentifier,
    paymentGatewayNames: [...new Set(o.transactions.map((t) => t.gateway))],
    discountCodes: o.discountCode ? [o.discountCode.code] : [],
    customAttributes: o.customAttributes,
    subtotalPriceSet: bag(gross - discounts, c),
    totalDiscountsSet: bag(discounts, c),
    totalShippingPriceSet: bag(o.shipping, c),
    totalTaxSet: bag(tax, c),
    totalPriceSet: bag(total, c),
    totalRefundedSet: bag(refunded, c),
    totalOutstandingSet: bag(outstandingOf(o), c),
    customer: customer ? () => customerView(shop, customer.id) : null,
    shippingAddress: null,
    billingAddress: null,
    lineItems: () => nodes(o.lines.map((l) => lineView(shop, o, l.id))),
    shippingLines: () =>
      nodes(
        o.shipping > 0 ? [{ title: 'Standard', code: 'standard', originalPriceSet: bag(o.shipping, c) }] : [],
      ),
    discountApplications: () =>
      nodes(
        o.discountCode
          ? [
              {
                __typename: 'DiscountCodeApplication',
                index: 0,
                allocationMethod: 'ACROSS',
                targetSelection: 'ALL',
                targetType: 'LINE_ITEM',
                value: { __typename: 'MoneyV2', ...money(o.discountCode.amount, c) },
                code: o.discountCode.code,
              },
            ]
          : [],
      ),
    fulfillments: () =>
      o.fulfillments.map((f) => ({
        __typename: 'Fulfillment',
        id: gid('Fulfillment', f.id),
        status: 'SUCCESS',
        displayStatus: f.deliveredAt ? 'DELIVERED' : 'IN_TRANSIT',
        createdAt: f.createdAt,
        inTransitAt: f.createdAt,
        deliveredAt: f.deliveredAt,
        location: locationView(shop, f.locationId),
        trackingInfo: () => [{ company: 'Delhivery', number: `TRK${f.id}` }],
        fulfillmentLineItems: () =>
          nodes(
            f.lines.map((x) => ({
              id: gid('FulfillmentLineItem', x.id),
              quantity: x.quantity,
              lineItem: lineView(shop, o, x.lineItemId),
            })),
          ),
      })),
    transactions: () => o.transactions.map((t) => transactionView(o, t)),
    refunds: () =>
      [...shop.refunds.values()].filter((r) => r.orderId === o.id).map((r) => refundView(shop, r)),
    returns: () =>
      nodes([...shop.returns.values()].filter((r) => r.orderId === o.id).map((r) => returnView(shop, r.id))),
    fulfillmentOrders: () =>
      nodes(
        [...shop.fulfillmentOrders.values()]
          .filter((f) => f.orderId === o.id)
          .map((f) => fulfillmentOrderView(shop, f)),
      ),
  };
}

export function fulfillmentOrderView(shop: FakeShop, f: FakeFulfillmentOrder) {
  return {
    __typename: 'FulfillmentOrder',
    id: gid('FulfillmentOrder', f.id),
    status: f.status,
    orderId: gid('Order', f.orderId),
    assignedLocation: { location: locationView(shop, f.locationId) },
    fulfillmentHolds: f.holds.map((h) => ({ ...h, id: gid('FulfillmentHold', h.id) })),
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  };
}

export function customerView(shop: FakeShop, id: number) {
  const c = shop.customers.get(id);
  if (!c) return null;
  return {
    __typename: 'Customer',
    id: gid('Customer', c.id),
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    tags: [],
    createdAt: c.createdAt,
    defaultAddress: null,
    addresses: () => [],
    orders: () =>
      nodes([...shop.orders.values()].filter((o) => o.customerId === c.id).map((o) => orderView(shop, o.id))),
    storeCreditAccounts: () =>
      nodes(
        [...shop.creditAccounts.values()]
          .filter((a) => a.customerId === c.id)
          .map((a) => creditAccountView(shop, a)),
      ),
  };
}

export function creditAccountView(shop: FakeShop, a: FakeCreditAccount) {
  return {
    __typename: 'StoreCreditAccount',
    id: gid('StoreCreditAccount', a.id),
    balance: money(
      a.transactions.reduce((s, t) => s + t.amount, 0),
      a.currency,
    ),
    owner: () => customerView(shop, a.customerId),
    transactions: () =>
      nodes(
        a.transactions.map((t) => ({
          id: gid('StoreCreditAccountCreditTransaction', t.id),
          amount: money(t.amount, a.currency),
          createdAt: t.createdAt,
          expiresAt: t.expiresAt,
        })),
      ),
  };
}

export function giftCardView(shop: FakeShop, g: FakeGiftCard) {
  return {
    __typename: 'GiftCard',
    id: gid('GiftCard', g.id),
    maskedCode: `•••• •••• •••• ${g.code.slice(-4)}`,
    lastCharacters: g.code.slice(-4),
    initialValue: money(g.initialValue, g.currency),
    balance: money(g.initialValue, g.currency),
    customer: g.customerId ? () => customerView(shop, g.customerId as number) : null,
    order: null,
    note: g.note,
    expiresOn: g.expiresOn,
    createdAt: g.createdAt,
  };
}

/** What Shopify would refund for these return line items: their discounted price and tax, no shipping. */
function suggestedOutcome(shop: FakeShop, r: FakeReturn, items: { id: string; quantity: number }[]) {
  const order = shop.orders.get(r.orderId);
  if (!order) return null;
  let subtotal = 0;
  let tax = 0;
  for (const item of items) {
    const line = r.lines.find((x) => gid('ReturnLineItem', x.id) === item.id);
    const orderLine = order.lines.find((l) => l.id === line?.lineItemId);
    if (!orderLine) continue;
    subtotal += Math.round(
      ((orderLine.price * orderLine.quantity - orderLine.discount) * item.quantity) / orderLine.quantity,
    );
    tax += Math.round((orderLine.tax * item.quantity) / orderLine.quantity);
  }
  const refundable = order.transactions
    .filter((t) => t.kind !== 'REFUND')
    .reduce((s, t) => s + refundableOn(order, t), 0);
  return {
    discountedSubtotal: bag(subtotal, order.currency),
    financialTransfer: {
      __typename: 'RefundReturnOutcome',
      amount: bag(Math.min(subtotal + tax, refundable), order.currency),
    },
    maximumRefundable: bag(refundable, order.currency),
    shipping: { amountSet: bag(0, order.currency) },
    totalTax: bag(tax, order.currency),
  };
}

export function reverseDeliveryView(r: FakeReturn, d: FakeReverseDelivery) {
  return {
    __typename: 'ReverseDelivery',
    id: gid('ReverseDelivery', d.id),
    reverseFulfillmentOrder: { id: gid('ReverseFulfillmentOrder', r.rfoId), lineItems: nodes([]) },
    deliverable: {
      __typename: 'ReverseDeliveryShippingDeliverable',
      tracking:
        d.trackingNumber || d.trackingUrl
          ? { number: d.trackingNumber, url: d.trackingUrl, carrierName: d.carrierName }
          : null,
      label: d.labelUrl
        ? { publicFileUrl: d.labelUrl, createdAt: d.createdAt, updatedAt: d.createdAt }
        : null,
    },
  };
}

export function returnView(shop: FakeShop, id: number): Record<string, unknown> | null {
  const r = shop.returns.get(id);
  if (!r) return null;
  const order = shop.orders.get(r.orderId);
  if (!order) return null;
  const fli = (fulfillmentLineItemId: number, lineItemId: number) => ({
    id: gid('FulfillmentLineItem', fulfillmentLineItemId),
    quantity: null,
    lineItem: lineView(shop, order, lineItemId),
  });
  return {
    __typename: 'Return',
    id: gid('Return', r.id),
    name: r.name,
    status: r.status,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    order: () => orderView(shop, order.id),
    decline: r.decline,
    returnLineItems: () =>
      nodes(
        r.lines.map((l) => ({
          __typename: 'ReturnLineItem',
          id: gid('ReturnLineItem', l.id),
          quantity: l.quantity,
          processedQuantity: l.processedQuantity,
          unprocessedQuantity: l.quantity - l.processedQuantity,
          returnReason: l.reason,
          returnReasonNote: l.reasonNote,
          customerNote: l.customerNote,
          fulfillmentLineItem: fli(l.fulfillmentLineItemId, l.lineItemId),
        })),
      ),
    exchangeLineItems: () =>
      nodes(
        r.exchangeLines.map((x) => ({
          ...x,
          id: gid('ExchangeLineItem', x.id),
          variantId: gid('ProductVariant', x.variantId),
        })),
      ),
    reverseFulfillmentOrders: () =>
      nodes([
        {
          id: gid('ReverseFulfillmentOrder', r.rfoId),
          lineItems: () =>
            nodes(
              r.lines.map((l) => ({
                id: gid('ReverseFulfillmentOrderLineItem', l.rfoLineId),
                totalQuantity: l.quantity,
                dispositions: l.dispositions.map((d) => ({
                  id: gid('ReverseFulfillmentOrderDisposition', d.id),
                  type: d.type,
                  quantity: d.quantity,
                  location: d.locationId ? locationView(shop, d.locationId) : null,
                  createdAt: d.createdAt,
                })),
                fulfillmentLineItem: fli(l.fulfillmentLineItemId, l.lineItemId),
              })),
            ),
          reverseDeliveries: () => nodes((r.deliveries ?? []).map((d) => reverseDeliveryView(r, d))),
        },
      ]),
    refunds: () =>
      nodes([...shop.refunds.values()].filter((x) => x.returnId === r.id).map((x) => refundView(shop, x))),
    suggestedFinancialOutcome: (args: { returnLineItems: { id: string; quantity: number }[] }) =>
      suggestedOutcome(shop, r, args.returnLineItems),
  };
}

export function draftOrderView(shop: FakeShop, d: FakeDraftOrder) {
  return {
    __typename: 'DraftOrder',
    id: gid('DraftOrder', d.id),
    name: d.name,
    status: d.status,
    invoiceUrl: `https://${shop.domain}/invoices/${d.id}`,
    totalPriceSet: { shopMoney: money(d.amount, d.currency), presentmentMoney: money(d.amount, d.currency) },
    customer: d.customerId ? () => customerView(shop, d.customerId as number) : null,
    customAttributes: d.customAttributes,
    tags: d.tags,
    order: d.orderId ? () => orderView(shop, d.orderId as number) : null,
    createdAt: d.createdAt,
  };
}
