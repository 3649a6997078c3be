import { fromMinor, toMinor } from '@roundtrip/core/money';

// The fake Admin API's memory: one FakeShop per shop domain, amounts in minor units (every currency the
// fake knows has two decimals). Tests seed it through the helpers below and read it to assert.

type FakeLine = {
  id: number;
  title: string;
  variantId: number | null;
  productId: number | null;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  /** Unit price. */
  price: number;
  /** The whole line's discount. */
  discount: number;
  tax: number;
  taxRate: number;
  refundedQuantity: number;
};
type FakeFulfillment = {
  id: number;
  createdAt: string;
  deliveredAt: string | null;
  locationId: number;
  lines: { id: number; lineItemId: number; quantity: number }[];
};
export type FakeTransaction = {
  id: number;
  kind: 'SALE' | 'CAPTURE' | 'REFUND';
  status: 'SUCCESS';
  gateway: string;
  amount: number;
  parentId: number | null;
  createdAt: string;
};
/** A MailingAddress as the fake keeps it (Shopify's field names). */
export type FakeAddress = {
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
export type FakeOrder = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  customerId: number | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  /**
   * The currency the customer paid in (Shopify's presentment currency): every amount of the order is in
   * it. The shop's own money is that amount times `rate`.
   */
  currency: string;
  shopCurrency: string;
  /** Shop currency per unit of the presentment currency (1 when they are the same). */
  rate: number;
  shippingAddress: FakeAddress | null;
  billingAddress: FakeAddress | null;
  tags: string[];
  note: string | null;
  sourceIdentifier: string | null;
  customAttributes: { key: string; value: string }[];
  discountCode: { code: string; amount: number } | null;
  shipping: number;
  lines: FakeLine[];
  fulfillments: FakeFulfillment[];
  transactions: FakeTransaction[];
};
type FakeDisposition = {
  id: number;
  type: string;
  quantity: number;
  locationId: number | null;
  createdAt: string;
};
type FakeReturnLine = {
  id: number;
  rfoLineId: number;
  fulfillmentLineItemId: number;
  lineItemId: number;
  quantity: number;
  processedQuantity: number;
  reason: string;
  reasonNote: string;
  customerNote: string | null;
  dispositions: FakeDisposition[];
};
export type FakeReturn = {
  id: number;
  rfoId: number;
  orderId: number;
  name: string;
  status: 'REQUESTED' | 'OPEN' | 'DECLINED' | 'CLOSED' | 'CANCELED';
  createdAt: string;
  closedAt: string | null;
  decline: { reason: string; note: string | null } | null;
  lines: FakeReturnLine[];
  exchangeLines: { id: number; variantId: number; quantity: number; processedQuantity: number }[];
  /** Shipments back to the shop (reverseDeliveryCreateWithShipping). */
  deliveries?: FakeReverseDelivery[];
};
export type FakeReverseDelivery = {
  id: number;
  lines: { rfoLineId: number; quantity: number }[];
  trackingNumber: string | null;
  trackingUrl: string | null;
  carrierName: string | null;
  labelUrl: string | null;
  createdAt: string;
};
export type FakeRefund = {
  id: number;
  orderId: number;
  returnId: number | null;
  note: string | null;
  createdAt: string;
  lines: {
    id: number;
    lineItemId: number;
    quantity: number;
    restockType: string;
    locationId: number | null;
  }[];
  transactions: FakeTransaction[];
};
type FakeHold = { id: number; reason: string; reasonNotes: string | null; handle: string | null };
export type FakeFulfillmentOrder = {
  id: number;
  orderId: number;
  locationId: number;
  status: 'OPEN' | 'ON_HOLD' | 'CLOSED' | 'CANCELLED';
  holds: FakeHold[];
  createdAt: string;
  updatedAt: string;
};
export type FakeVariant = {
  id: number;
  productId: number;
  title: string;
  sku: string;
  price: number;
  position: number;
  options: string[];
  inventory: Map<number, number>;
};
export type FakeProduct = {
  id: number;
  title: string;
  handle: string;
  tags: string[];
  options: string[];
  createdAt: string;
  collectionIds: number[];
  variants: FakeVariant[];
};
type FakeCustomer = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
};
export type FakeCreditAccount = {
  id: number;
  customerId: number;
  currency: string;
  transactions: { id: number; amount: number; createdAt: string; expiresAt: string | null }[];
};
export type FakeGiftCard = {
  id: number;
  code: string;
  initialValue: number;
  currency: string;
  customerId: number | null;
  note: string | null;
  expiresOn: string | null;
  createdAt: string;
};
/** A draft order of one custom line (what our price-difference invoices are). */
export type FakeDraftOrder = {
  id: number;
  name: string;
  status: 'OPEN' | 'INVOICE_SENT' | 'COMPLETED';
  title: string;
  amount: number;
  currency: string;
  customerId: number | null;
  customAttributes: { key: string; value: string }[];
  tags: string[];
  orderId: number | null;
  createdAt: string;
};
/** Every mutation call the fake applied, in order: what the lifecycle tests assert. */
type FakeCall = { mutation: string; variables: Record<string, unknown> };

export type FakeShop = {
  domain: string;
  currency: string;
  accessToken: string;
  /** What `currentAppInstallation.accessScopes` answers: the scopes the token was granted. */
  scopes: string[];
  locationId: number;
  /** Further locations the shop stocks, after its main one. */
  otherLocations: number[];
  orders: Map<number, FakeOrder>;
  customers: Map<number, FakeCustomer>;
  returns: Map<number, FakeReturn>;
  refunds: Map<number, FakeRefund>;
  fulfillmentOrders: Map<number, FakeFulfillmentOrder>;
  products: Map<number, FakeProduct>;
  creditAccounts: Map<number, FakeCreditAccount>;
  giftCards: Map<number, FakeGiftCard>;
  draftOrders: Map<number, FakeDraftOrder>;
  /** Subscriptions the app made with webhookSubscriptionCreate (a custom app's own; others come from the toml). */
  webhookSubscriptions: { id: number; topic: string; uri: string; createdAt: string }[];
  /** `@idempotent(key:)` of refundCreate: the first answer per key. */
  idempotent: Map<string, { fingerprint: string; data: unknown }>;
  calls: FakeCall[];
  nextOrderNumber: number;
  bucket: { available: number; at: number };
};

/** Ids are unique across the fake, as Shopify's are across object types. */
export class FakeIds {
  private next = 9_000_001;
  take(): number {
    return this.next++;
  }
}

export function newShop(
  ids: FakeIds,
  domain: string,
  accessToken: string,
  currency: string,
  max: number,
  scopes: string[] = [],
): FakeShop {
  return {
    domain,
    currency,
    accessToken,
    scopes,
    locationId: ids.take(),
    otherLocations: [],
    orders: new Map(),
    customers: new Map(),
    returns: new Map(),
    refunds: new Map(),
    fulfillmentOrders: new Map(),
    products: new Map(),
    creditAccounts: new Map(),
    giftCards: new Map(),
    draftOrders: new Map(),
    webhookSubscriptions: [],
    idempotent: new Map(),
    calls: [],
    nextOrderNumber: 1001,
    bucket: { available: max, at: Date.now() },
  };
}

type SeedLine = {
  title: string;
  price: number;
  quantity: number;
  variantId?: number;
  productId?: number;
  discount?: number;
  taxRate?: number;
};
export type SeedOrder = {
  email?: string;
  phone?: string;
  customer?: { firstName: string; lastName: string };
  /** Another order of a customer the shop already has (what a customer account lists together). */
  customerId?: number;
  lines: SeedLine[];
  shipping?: number;
  gateway?: string;
  /** Paid in another currency than the shop's, at `rate` shop units per unit of it. */
  presentment?: { currency: string; rate: number };
  shippingAddress?: FakeAddress;
  createdAt?: string;
  deliveredAt?: string | null;
  /** Fulfilled and on its way: no delivery date yet. */
  inTransit?: boolean;
};

/** A paid order, fulfilled from the shop's location and delivered (unless deliveredAt is null). */
export function seedOrder(ids: FakeIds, shop: FakeShop, seed: SeedOrder): FakeOrder {
  const createdAt = seed.createdAt ?? '2026-10-20T10:00:00.000Z';
  let customerId: number | null = seed.customerId ?? null;
  if (customerId !== null && !shop.customers.has(customerId)) throw new Error(`no customer ${customerId}`);
  if (seed.customer && customerId === null) {
    customerId = ids.take();
    shop.customers.set(customerId, {
      id: customerId,
      ...seed.customer,
      email: seed.email ?? null,
      phone: seed.phone ?? null,
      createdAt,
    });
  }
  const lines: FakeLine[] = seed.lines.map((l) => {
    const discount = l.discount ?? 0;
    const taxRate = l.taxRate ?? 0;
    return {
      id: ids.take(),
      title: l.title,
      variantId: l.variantId ?? null,
      productId: l.productId ?? null,
      variantTitle: null,
      sku: null,
      quantity: l.quantity,
      price: l.price,
      discount,
      taxRate,
      tax: Math.round((l.price * l.quantity - discount) * taxRate),
      refundedQuantity: 0,
    };
  });
  const total =
    lines.reduce((sum, l) => sum + l.price * l.quantity - l.discount + l.tax, 0) + (seed.shipping ?? 0);
  const number = shop.nextOrderNumber++;
  const order: FakeOrder = {
    id: ids.take(),
    name: `#${number}`,
    email: seed.email ?? null,
    phone: seed.phone ?? null,
    customerId,
    createdAt,
    updatedAt: createdAt,
    cancelledAt: null,
    cancelReason: null,
    currency: seed.presentment?.currency ?? shop.currency,
    shopCurrency: shop.currency,
    rate: seed.presentment?.rate ?? 1,
    shippingAddress: seed.shippingAddress ?? null,
    billingAddress: seed.shippingAddress ?? null,
    tags: [],
    note: null,
    sourceIdentifier: null,
    customAttributes: [],
    discountCode: null,
    shipping: seed.shipping ?? 0,
    lines,
    fulfillments:
      seed.deliveredAt === null
        ? []
        : [
            {
              id: ids.take(),
              createdAt,
              deliveredAt: seed.inTransit ? null : (seed.deliveredAt ?? '2026-10-24T10:00:00.000Z'),
              locationId: shop.locationId,
              lines: lines.map((l) => ({ id: ids.take(), lineItemId: l.id, quantity: l.quantity })),
            },
          ],
    transactions: [
      {
        id: ids.take(),
        kind: 'SALE',
        status: 'SUCCESS',
        gateway: seed.gateway ?? 'shopify_payments',
        amount: total,
        parentId: null,
        createdAt,
      },
    ],
  };
  shop.orders.set(order.id, order);
  return order;
}

export function seedProduct(
  ids: FakeIds,
  shop: FakeShop,
  seed: { title: string; tags?: string[]; variants: { title: string; price: number; available: number }[] },
): FakeProduct {
  const id = ids.take();
  const product: FakeProduct = {
    id,
    title: seed.title,
    handle: seed.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    tags: seed.tags ?? [],
    options: ['Size'],
    createdAt: '2026-01-01T00:00:00.000Z',
    collectionIds: [],
    variants: seed.variants.map((v, i) => ({
      id: ids.take(),
      productId: id,
      title: v.title,
      sku: `SKU-${id}-${i + 1}`,
      price: v.price,
      position: i + 1,
      options: [v.title],
      inventory: new Map([[shop.locationId, v.available]]),
    })),
  };
  shop.products.set(id, product);
  return product;
}

export function findVariant(shop: FakeShop, variantId: number) {
  for (const p of shop.products.values()) {
    const v = p.variants.find((x) => x.id === variantId);
    if (v) return { product: p, variant: v };
  }
  return null;
}

/** An amount of the order's (presentment) money in the shop's currency, at the order's rate. */
export function shopMinor(order: FakeOrder, minor: number): number {
  if (order.rate === 1 && order.currency === order.shopCurrency) return minor;
  return toMinor((Number(fromMinor(minor, order.currency)) * order.rate).toFixed(6), order.shopCurrency);
}

/** Money received and not yet refunded on a parent (sale or capture) transaction. */
export function refundableOn(order: FakeOrder, parent: FakeTransaction): number {
  const refunded = order.transactions
    .filter((t) => t.kind === 'REFUND' && t.parentId === parent.id)
    .reduce((sum, t) => sum + t.amount, 0);
  return parent.amount - refunded;
}

/** Units of a line taken off the order by refunds restocked as CANCEL: they are no longer unfulfilled. */
export function cancelledUnits(shop: FakeShop, order: FakeOrder, lineId: number): number {
  return [...shop.refunds.values()]
    .filter((r) => r.orderId === order.id)
    .flatMap((r) => r.lines)
    .filter((l) => l.lineItemId === lineId && l.restockType === 'CANCEL')
    .reduce((s, l) => s + l.quantity, 0);
}

/**
 * Shopify's suggested refund of some units (Order.suggestedRefund): each unit's share of its line's
 * discounted price and tax, spread over the order's payments oldest first, each up to what is left on it.
 */
export function suggestRefund(order: FakeOrder, lines: { lineItemId: number; quantity: number }[]) {
  const amount = lines.reduce((s, w) => {
    const l = order.lines.find((x) => x.id === w.lineItemId);
    if (!l) return s;
    return s + Math.round(((l.price * l.quantity - l.discount + l.tax) * w.quantity) / l.quantity);
  }, 0);
  let left = amount;
  const transactions: { parent: FakeTransaction; amount: number }[] = [];
  for (const parent of order.transactions.filter((t) => t.kind !== 'REFUND' && t.status === 'SUCCESS')) {
    const part = Math.min(left, refundableOn(order, parent));
    if (part <= 0) continue;
    transactions.push({ parent, amount: part });
    left -= part;
  }
  return { amount: amount - left, transactions };
}
