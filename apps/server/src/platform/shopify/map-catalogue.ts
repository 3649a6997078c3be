import type { FulfillmentOrder, GiftCard, Location, Product, StoreCreditAccount, Variant } from '../platform';
import { type GMoney, mapAddress, numericId } from './map-order';

export type GVariant = {
  id: string;
  title: string;
  sku: string | null;
  price: string;
  compareAtPrice: string | null;
  taxable: boolean;
  position: number;
  inventoryQuantity: number | null;
  selectedOptions: { name: string; value: string }[];
  product: { id: string };
  inventoryItem: {
    inventoryLevels: {
      nodes: { location: { id: string }; quantities: { name: string; quantity: number }[] }[];
    };
  };
};
export type GProduct = {
  id: string;
  title: string;
  handle: string;
  productType: string;
  vendor: string;
  status: string;
  tags: string[];
  createdAt: string;
  options: { name: string; position: number; values: string[] }[];
  featuredMedia: { image: { url: string } | null } | null;
  collections: { nodes: { id: string }[] };
  variants: { nodes: GVariant[] };
};

export function mapVariant(v: GVariant, currency: string): Variant {
  return {
    id: numericId(v.id),
    admin_graphql_api_id: v.id,
    product_id: numericId(v.product.id),
    title: v.title,
    sku: v.sku ?? '',
    option1: v.selectedOptions[0]?.value ?? null,
    option2: v.selectedOptions[1]?.value ?? null,
    option3: v.selectedOptions[2]?.value ?? null,
    price: v.price,
    compare_at_price: v.compareAtPrice,
    currency,
    taxable: v.taxable,
    // Roundtrip's own flag: Shopify has no such thing, so nothing is blocked here.
    blocked: false,
    inventory_quantity: v.inventoryQuantity ?? 0,
    inventory_levels: v.inventoryItem.inventoryLevels.nodes.map((l) => ({
      location_id: numericId(l.location.id),
      available: l.quantities.find((q) => q.name === 'available')?.quantity ?? 0,
    })),
    position: v.position,
  };
}

export function mapProduct(p: GProduct, currency: string): Product {
  return {
    id: numericId(p.id),
    admin_graphql_api_id: p.id,
    title: p.title,
    handle: p.handle,
    product_type: p.productType,
    vendor: p.vendor,
    status: p.status.toLowerCase() as Product['status'],
    tags: p.tags,
    options: p.options,
    collection_ids: p.collections.nodes.map((c) => numericId(c.id)),
    image_url: p.featuredMedia?.image?.url ?? '',
    variants: p.variants.nodes.map((v) => mapVariant(v, currency)),
    created_at: p.createdAt,
  };
}

export type GLocation = {
  id: string;
  name: string;
  isActive: boolean;
  address: Record<
    | 'address1'
    | 'address2'
    | 'city'
    | 'province'
    | 'provinceCode'
    | 'country'
    | 'countryCode'
    | 'zip'
    | 'phone',
    string | null
  >;
};

export function mapLocation(l: GLocation, index: number): Location {
  return {
    id: numericId(l.id),
    admin_graphql_api_id: l.id,
    name: l.name,
    address: mapAddress(l.address, l.address.countryCode),
    // Shopify's first location is where online orders go unless the merchant ranks others.
    is_default: index === 0,
    active: l.isActive,
  };
}

export type GFulfillmentOrder = {
  id: string;
  status: string;
  orderId: string;
  createdAt: string;
  updatedAt: string;
  assignedLocation: { location: { id: string } | null };
  fulfillmentHolds: { id: string; reason: string; reasonNotes: string | null; handle: string | null }[];
};

export function mapFulfillmentOrder(f: GFulfillmentOrder): FulfillmentOrder {
  const status = f.status.toLowerCase();
  return {
    id: numericId(f.id),
    admin_graphql_api_id: f.id,
    order_id: numericId(f.orderId),
    assigned_location_id: f.assignedLocation.location ? numericId(f.assignedLocation.location.id) : '',
    status: (['open', 'in_progress', 'on_hold', 'closed', 'cancelled'].includes(status)
      ? status
      : 'open') as FulfillmentOrder['status'],
    fulfillment_holds: f.fulfillmentHolds.map((h) => ({
      reason: h.reason.toLowerCase(),
      reason_notes: h.reasonNotes ?? '',
      // Shopify does not say when a hold was placed; the fulfillment order's last change is the closest.
      held_at: f.updatedAt,
    })),
    created_at: f.createdAt,
    updated_at: f.updatedAt,
  };
}

export type GCreditAccount = {
  id: string;
  balance: GMoney;
  owner: { id: string };
  transactions: { nodes: { id: string; amount: GMoney; createdAt: string; expiresAt: string | null }[] };
};

export function mapCreditAccount(a: GCreditAccount): StoreCreditAccount {
  return {
    id: numericId(a.id),
    admin_graphql_api_id: a.id,
    customer_id: numericId(a.owner.id),
    balance: { amount: a.balance.amount, currency_code: a.balance.currencyCode },
    transactions: a.transactions.nodes.map((t) => ({
      id: numericId(t.id),
      amount: { amount: t.amount.amount, currency_code: t.amount.currencyCode },
      order_id: null,
      note: null,
      expires_at: t.expiresAt,
      created_at: t.createdAt,
    })),
  };
}

export type GGiftCard = {
  id: string;
  lastCharacters: string;
  initialValue: GMoney;
  balance: GMoney;
  customer: { id: string } | null;
  order: { id: string } | null;
  note: string | null;
  expiresOn: string | null;
  createdAt: string;
};

export function mapGiftCard(g: GGiftCard, code: string | null): GiftCard {
  return {
    id: numericId(g.id),
    admin_graphql_api_id: g.id,
    code: code ?? '',
    last_characters: g.lastCharacters,
    initial_value: { amount: g.initialValue.amount, currency_code: g.initialValue.currencyCode },
    balance: { amount: g.balance.amount, currency_code: g.balance.currencyCode },
    customer_id: g.customer ? numericId(g.customer.id) : null,
    order_id: g.order ? numericId(g.order.id) : null,
    note: g.note,
    expires_on: g.expiresOn,
    created_at: g.createdAt,
  };
}
