import { fromMinor } from '@roundtrip/core/money';
import {
  cancelledUnits,
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
  shopMinor,
  suggestRefund,
} from './fake-state';

// Plain objects in the shapes of Shopify's schema. graphql-js calls a function-valued property with the
// field's arguments, which is how connections and argument-taking fields are served; an object in an
// interface or union field names its `__typename`, as Shopify's resolvers do.

const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;
const money = (minor: number, currency: string) => ({
  amount: fromMinor(minor, currency),
  currencyCode: currency,
});
/** A shop-currency amount: the same in both halves of the bag. */
const bag = (minor: number, currency: string) => ({
  shopMoney: money(minor, currency),
  presentmentMoney: money(minor, currency),
});
/** An amount of the order's (presentment) money, with its shop-currency value at the order's rate. */
const orderBag = (o: FakeOrder) => (minor: number) => ({
  shopMoney: money(shopMinor(o, minor), o.shopCurrency),
  presentmentMoney: money(minor, o.currency),
});

type PageArgs = { first?: number | null; after?: string | null; reverse?: boolean | null };
const cursorOf = (index: number) => Buffer.from(`fake:${index}`).toString('base64');
const indexOf = (cursor: string) => Number(Buffer.from(cursor, 'base64').toString().replace('fake:', ''));

/** A Relay connection over a list, paged as Shopify pages: `first` nodes after the `after` cursor. */
export function connection<T>(list: T[], args: PageArgs = {}) {
  const ordered = args.reverse ? [...list].reverse() : list;
  const start = args.after ? indexOf(args.after) + 1 : 0;
  const end = start + (args.first ?? 50);
  const page = ordered.slice(start, end);
  return {
    nodes: page,
    edges: page.map((node, i) => ({ node, cursor: cursorOf(start + i) })),
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: page.length > 0 ? cursorOf(start) : null,
      endCursor: page.length > 0 ? cursorOf(start + page.length - 1) : null,
    },
  };
}

/** `connection` with the field's arguments first, for `field: (args) => pageOf(args)(list)`. */
const pageOf =
  (args: PageArgs) =>
  <T>(list: T[]) =>
    connection(list, args);

/** A plain list field with `first`: Shopify truncates it there. */
const truncated = <T>(list: T[], args: PageArgs = {}) => list.slice(0, args.first ?? list.length);

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
    amountSet: orderBag(order)(t.amount),
    // Shopify answers it on suggested refunds only.
    maximumRefundableV2: null,
    parentTransaction: parent ? transactionView(order, parent) : null,
    // A card payment has a payment id and a receipt; cash on delivery has neither.
    paymentId: cod(t) ? null : `pay_${t.id}`,
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
      inventoryLevels: (args: PageArgs) =>
        connection(
          [...v.inventory].map(([locationId, available]) => ({
            id: gid('InventoryLevel', locationId * 1000 + v.id),
            location: locationView(shop, locationId),
            quantities: ({ names }: { names: string[] }) =>
              names.map((name) => ({ name, quantity: name === 'available' ? available : 0 })),
          })),
          args,
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
    options: (args: PageArgs) =>
      truncated(p.options, args).map((name, i) => ({
        name,
        position: i + 1,
        values: p.variants.map((v) => v.options[i] ?? ''),
      })),
    featuredMedia: {
      __typename: 'MediaImage',
      id: gid('MediaImage', p.id),
      mediaContentType: 'IMAGE',
      status: 'READY',
      preview: { status: 'READY', image: { url: `https://cdn.example/${p.handle}.jpg` } },
    },
    collections: (args: PageArgs) =>
      connection(
        p.collectionIds.map((id) => ({ id: gid('Collection', id) })),
        args,
      ),
    variants: (args: PageArgs) =>
      connection(
        p.variants.map((v) => variantView(shop, v)),
        args,
      ),
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
    unfulfilledQuantity:
      l.quantity - fulfilled.reduce((s, f) => s + f.quantity, 0) - cancelledUnits(shop, order, l.id),
    refundableQuantity: l.quantity - l.refundedQuantity,
    variant: variant ? variantView(shop, variant.variant) : null,
    product: variant ? productView(shop, variant.product.id) : null,
    originalUnitPriceSet: orderBag(order)(l.price),
    totalDiscountSet: orderBag(order)(l.discount),
    discountAllocations: [],
    taxable: l.taxRate > 0,
    requiresShipping: true,
    taxLines: (args: PageArgs) =>
      truncated(
        l.taxRate > 0 ? [{ title: 'GST', rate: l.taxRate, priceSet: orderBag(order)(l.tax) }] : [],
        args,
      ),
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
    totalRefundedSet: orderBag(order)(total),
    refundLineItems: (args: PageArgs) =>
      pageOf(args)(
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
            subtotalSet: orderBag(order)(subtotal),
            totalTaxSet: orderBag(order)(0),
          };
        }),
      ),
    transactions: (args: PageArgs) => pageOf(args)(r.transactions.map((t) => transactionView(order, t))),
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

export function fulfillmentView(shop: FakeShop, o: FakeOrder, f: FakeOrder['fulfillments'][number]) {
  return {
    __typename: 'Fulfillment',
    id: gid('Fulfillment', f.id),
    status: 'SUCCESS',
    displayStatus: f.deliveredAt ? 'DELIVERED' : 'IN_TRANSIT',
    createdAt: f.createdAt,
    inTransitAt: f.createdAt,
    deliveredAt: f.deliveredAt,
    location: locationView(shop, f.locationId),
    trackingInfo: (args: PageArgs) => truncated([{ company: 'Delhivery', number: `TRK${f.id}` }], args),
    fulfillmentLineItems: (args: PageArgs) =>
      pageOf(args)(
        f.lines.map((x) => ({
          id: gid('FulfillmentLineItem', x.id),
          quantity: x.quantity,
          lineItem: lineView(shop, o, x.lineItemId),
        })),
      ),
  };
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
  const b = orderBag(o);
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
    currencyCode: o.shopCurrency,
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
    subtotalPriceSet: b(gross - discounts),
    totalDiscountsSet: b(discounts),
    totalShippingPriceSet: b(o.shipping),
    totalTaxSet: b(tax),
    totalPriceSet: b(total),
    totalRefundedSet: b(refunded),
    totalOutstandingSet: b(outstandingOf(o)),
    customer: customer ? () => customerView(shop, customer.id) : null,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    lineItems: (args: PageArgs) => pageOf(args)(o.lines.map((l) => lineView(shop, o, l.id))),
    shippingLines: (args: PageArgs) =>
      pageOf(args)(
        o.shipping > 0 ? [{ title: 'Standard', code: 'standard', originalPriceSet: b(o.shipping) }] : [],
      ),
    discountApplications: (args: PageArgs) =>
      pageOf(args)(
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
    fulfillments: (args: PageArgs) => truncated(o.fulfillments, args).map((f) => fulfillmentView(shop, o, f)),
    transactions: (args: PageArgs) => truncated(o.transactions, args).map((t) => transactionView(o, t)),
    refunds: (args: PageArgs) =>
      truncated(
        [...shop.refunds.values()].filter((r) => r.orderId === o.id),
        args,
      ).map((r) => refundView(shop, r)),
    returns: (args: PageArgs) =>
      pageOf(args)(
        [...shop.returns.values()].filter((r) => r.orderId === o.id).map((r) => returnView(shop, r.id)),
      ),
    fulfillmentOrders: (args: PageArgs) =>
      pageOf(args)(
        [...shop.fulfillmentOrders.values()]
          .filter((f) => f.orderId === o.id)
          .map((f) => fulfillmentOrderView(shop, f)),
      ),
    suggestedRefund: (args: { refundLineItems?: { lineItemId: string; quantity: number }[] | null }) => {
      const wanted = (args.refundLineItems ?? []).map((l) => ({
        lineItemId: Number(String(l.lineItemId).split('/').pop()),
        quantity: l.quantity,
      }));
      const suggested = suggestRefund(o, wanted);
      return {
        amountSet: b(suggested.amount),
        suggestedTransactions: suggested.transactions.map((t) => ({
          parentTransaction: transactionView(o, t.parent),
          gateway: t.parent.gateway,
          kind: 'SUGGESTED_REFUND',
          amountSet: b(t.amount),
        })),
      };
    },
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
    displayName: `${c.firstName} ${c.lastName}`.trim(),
    defaultEmailAddress: c.email ? { emailAddress: c.email } : null,
    defaultPhoneNumber: c.phone ? { phoneNumber: c.phone } : null,
    tags: [],
    createdAt: c.createdAt,
    defaultAddress: null,
    addressesV2: (args: PageArgs) => connection([], args),
    orders: (args: PageArgs) =>
      pageOf(args)(
        [...shop.orders.values()].filter((o) => o.customerId === c.id).map((o) => orderView(shop, o.id)),
      ),
    storeCreditAccounts: (args: PageArgs) =>
      pageOf(args)(
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
    transactions: (args: PageArgs) =>
      pageOf(args)(
        a.transactions.map((t) => ({
          __typename: 'StoreCreditAccountCreditTransaction',
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
  const b = orderBag(order);
  return {
    discountedSubtotal: b(subtotal),
    financialTransfer: { __typename: 'RefundReturnOutcome', amount: b(Math.min(subtotal + tax, refundable)) },
    maximumRefundable: b(refundable),
    totalTax: b(tax),
  };
}

export function reverseDeliveryView(r: FakeReturn, d: FakeReverseDelivery) {
  return {
    __typename: 'ReverseDelivery',
    id: gid('ReverseDelivery', d.id),
    reverseFulfillmentOrder: { id: gid('ReverseFulfillmentOrder', r.rfoId), lineItems: connection([]) },
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

/** The return's one reverse fulfillment order (the fake makes one per return, as Shopify does for one location). */
export function reverseFulfillmentOrderView(shop: FakeShop, r: FakeReturn) {
  const order = shop.orders.get(r.orderId) as FakeOrder;
  return {
    __typename: 'ReverseFulfillmentOrder',
    id: gid('ReverseFulfillmentOrder', r.rfoId),
    status: r.status === 'CLOSED' ? 'CLOSED' : 'OPEN',
    lineItems: (args: PageArgs) =>
      pageOf(args)(
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
          fulfillmentLineItem: fulfillmentLineView(shop, order, l.fulfillmentLineItemId, l.lineItemId),
        })),
      ),
    reverseDeliveries: (args: PageArgs) =>
      pageOf(args)((r.deliveries ?? []).map((d) => reverseDeliveryView(r, d))),
  };
}

const fulfillmentLineView = (shop: FakeShop, order: FakeOrder, id: number, lineItemId: number) => {
  const quantity = order.fulfillments.flatMap((f) => f.lines).find((l) => l.id === id)?.quantity ?? null;
  return { id: gid('FulfillmentLineItem', id), quantity, lineItem: lineView(shop, order, lineItemId) };
};

export function returnView(shop: FakeShop, id: number): Record<string, unknown> | null {
  const r = shop.returns.get(id);
  if (!r) return null;
  const order = shop.orders.get(r.orderId);
  if (!order) return null;
  return {
    __typename: 'Return',
    id: gid('Return', r.id),
    name: r.name,
    status: r.status,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    order: () => orderView(shop, order.id),
    decline: r.decline,
    returnLineItems: (args: PageArgs) =>
      pageOf(args)(
        r.lines.map((l) => ({
          __typename: 'ReturnLineItem',
          id: gid('ReturnLineItem', l.id),
          quantity: l.quantity,
          processedQuantity: l.processedQuantity,
          unprocessedQuantity: l.quantity - l.processedQuantity,
          returnReason: l.reason,
          returnReasonNote: l.reasonNote,
          customerNote: l.customerNote,
          fulfillmentLineItem: fulfillmentLineView(shop, order, l.fulfillmentLineItemId, l.lineItemId),
        })),
      ),
    exchangeLineItems: (args: PageArgs) =>
      pageOf(args)(
        r.exchangeLines.map((x) => ({
          ...x,
          id: gid('ExchangeLineItem', x.id),
          variantId: gid('ProductVariant', x.variantId),
        })),
      ),
    reverseFulfillmentOrders: (args: PageArgs) => pageOf(args)([reverseFulfillmentOrderView(shop, r)]),
    refunds: (args: PageArgs) =>
      pageOf(args)(
        [...shop.refunds.values()].filter((x) => x.returnId === r.id).map((x) => refundView(shop, x)),
      ),
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
    totalPriceSet: bag(d.amount, d.currency),
    customer: d.customerId ? () => customerView(shop, d.customerId as number) : null,
    customAttributes: d.customAttributes,
    tags: d.tags,
    order: d.orderId ? () => orderView(shop, d.orderId as number) : null,
    createdAt: d.createdAt,
  };
}
