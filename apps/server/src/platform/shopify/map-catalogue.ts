import type { FulfillmentOrder, GiftCard, Location, Product, StoreCreditAccount, Variant } from '../platform';
import { mapAddress, numericId } from './map-order';
import type {
  FulfillmentOrderFieldsFragment,
  GiftCardFieldsFragment,
  LocationsQuery,
  ProductFieldsFragment,
  StoreCreditAccountFieldsFragment,
  VariantFieldsFragment,
} from './types/admin.generated';

export type GVariant = VariantFieldsFragment;
/** A product with every variant and collection (reads.ts pages past the first of each). */
export type GProduct = Omit<ProductFieldsFragment, 'variants' | 'collections'> & {
  variants: VariantFieldsFragment[];
  collections: { id: string }[];
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
    compare_at_price: v.compareAtPrice ?? null,
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
    collection_ids: p.collections.map((c) => numericId(c.id)),
    image_url: p.featuredMedia?.preview?.image?.url ?? '',
    variants: p.variants.map((v) => mapVariant(v, currency)),
    created_at: p.createdAt,
  };
}

export type GLocation = LocationsQuery['locations']['nodes'][number];

export function mapLocation(l: GLocation, index: number): Location {
  return {
    id: numericId(l.id),
    admin_graphql_api_id: l.id,
    name: l.name,
    address: mapAddress(l.address, l.address.countryCode ?? null),
    // Shopify's first location is where online orders go unless the merchant ranks others.
    is_default: index === 0,
    active: l.isActive,
  };
}

export type GFulfillmentOrder = FulfillmentOrderFieldsFragment;

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

export type GCreditAccount = StoreCreditAccountFieldsFragment;

export function mapCreditAccount(a: GCreditAccount): StoreCreditAccount {
  return {
    id: numericId(a.id),
    admin_graphql_api_id: a.id,
    customer_id: a.owner.__typename === 'Customer' ? numericId(a.owner.id) : '',
    balance: { amount: a.balance.amount, currency_code: a.balance.currencyCode },
    // An expiration has no id of its own: it shows in the balance, not as a transaction.
    transactions: a.transactions.nodes.flatMap((t) =>
      'id' in t
        ? [
            {
              id: numericId(t.id),
              amount: { amount: t.amount.amount, currency_code: t.amount.currencyCode },
              order_id: null,
              note: null,
              expires_at: 'expiresAt' in t ? (t.expiresAt ?? null) : null,
              created_at: t.createdAt,
            },
          ]
        : [],
    ),
  };
}

export type GGiftCard = GiftCardFieldsFragment;

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
    note: g.note ?? null,
    expires_on: g.expiresOn ?? null,
    created_at: g.createdAt,
  };
}
