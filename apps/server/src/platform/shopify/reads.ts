import type {
  Collection,
  Customer,
  FulfillmentOrder,
  GiftCard,
  Location,
  Order,
  Product,
  ProductQuery,
  Return,
  StoreCreditAccount,
  Variant,
} from '../platform';
import {
  COLLECTIONS_QUERY,
  CREDIT_ACCOUNTS_QUERY,
  CUSTOMER_QUERY,
  FULFILLMENT_ORDERS_QUERY,
  GIFT_CARD_QUERY,
  LOCATIONS_QUERY,
  NODES_QUERY,
  ORDER_MONEY_QUERY,
  ORDER_QUERY,
  ORDERS_QUERY,
  PRODUCT_TAGS_QUERY,
  PRODUCTS_QUERY,
  RETURN_QUERY,
} from './documents';
import {
  type GCreditAccount,
  type GFulfillmentOrder,
  type GGiftCard,
  type GLocation,
  type GProduct,
  type GVariant,
  mapCreditAccount,
  mapFulfillmentOrder,
  mapGiftCard,
  mapLocation,
  mapProduct,
  mapVariant,
} from './map-catalogue';
import { type GCustomer, type GOrder, mapCustomer, mapOrder, numericId } from './map-order';
import { type GReturn, mapReturn } from './map-return';
import { gidOf, type ShopifyDeps, shopCurrency } from './shopify-deps';

export async function rawOrder(deps: ShopifyDeps, storeId: string, orderId: string): Promise<GOrder | null> {
  const id = gidOf('Order', orderId);
  const data = await deps.gql<{ order: Omit<GOrder, 'transactions' | 'refunds'> | null }>(
    storeId,
    ORDER_QUERY,
    { id },
  );
  if (!data.order) return null;
  const money = await deps.gql<{ order: Pick<GOrder, 'transactions' | 'refunds'> | null }>(
    storeId,
    ORDER_MONEY_QUERY,
    { id },
  );
  return {
    ...data.order,
    transactions: money.order?.transactions ?? [],
    refunds: money.order?.refunds ?? [],
  };
}

export async function getOrder(deps: ShopifyDeps, storeId: string, orderId: string): Promise<Order | null> {
  const order = await rawOrder(deps, storeId, orderId);
  return order ? mapOrder(order) : null;
}

export type OrderHit = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  sourceIdentifier: string | null;
  customer: { email: string | null; phone: string | null } | null;
  shippingAddress: { phone: string | null } | null;
};

export async function searchOrders(
  deps: ShopifyDeps,
  storeId: string,
  query: string,
  first: number,
): Promise<OrderHit[]> {
  const data = await deps.gql<{ orders: { nodes: OrderHit[] } }>(storeId, ORDERS_QUERY, {
    query,
    first: Math.min(first, 100),
  });
  return data.orders.nodes;
}

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
// Phones differ in country prefixes and spacing; the last ten digits are the subscriber number.
const samePhone = (a: string | null | undefined, b: string | null | undefined) =>
  digits(a).length >= 6 && digits(a).slice(-10) === digits(b).slice(-10);
const quoted = (s: string) => `"${s.replace(/["\\]/g, '')}"`;

/** The portal lookup: Shopify searches by name, and the email or phone must belong to that order. */
export async function findOrder(
  deps: ShopifyDeps,
  storeId: string,
  input: { name: string; email?: string; phone?: string },
): Promise<Order | null> {
  const name = `#${input.name.trim().replace(/^#/, '')}`;
  const hits = await searchOrders(deps, storeId, `name:${quoted(name)}`, 5);
  const email = input.email?.trim().toLowerCase();
  const match = hits.find(
    (o) =>
      o.name.toLowerCase() === name.toLowerCase() &&
      ((email && [o.email, o.customer?.email].some((e) => e?.toLowerCase() === email)) ||
        (input.phone &&
          [o.phone, o.customer?.phone, o.shippingAddress?.phone].some((p) => samePhone(p, input.phone)))),
  );
  return match ? getOrder(deps, storeId, match.id) : null;
}

export async function listCustomerOrders(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
  options?: { limit?: number },
): Promise<Order[]> {
  const hits = await searchOrders(
    deps,
    storeId,
    `customer_id:${numericId(gidOf('Customer', customerId))}`,
    options?.limit ?? 50,
  );
  const orders: Order[] = [];
  for (const hit of hits) {
    const order = await getOrder(deps, storeId, hit.id);
    if (order) orders.push(order);
  }
  return orders;
}

export async function getCustomer(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
): Promise<Customer | null> {
  const data = await deps.gql<{ customer: GCustomer | null }>(storeId, CUSTOMER_QUERY, {
    id: gidOf('Customer', customerId),
  });
  return data.customer ? mapCustomer(data.customer) : null;
}

export async function listProducts(
  deps: ShopifyDeps,
  storeId: string,
  query: ProductQuery = {},
): Promise<Product[]> {
  const currency = await shopCurrency(deps, storeId);
  const limit = Math.min(query.limit ?? 50, 250);
  const terms = [
    query.tag ? `tag:${quoted(query.tag)}` : '',
    query.query ? `title:${quoted(`*${query.query}*`)}` : '',
    query.collectionId ? `collection_id:${numericId(query.collectionId)}` : '',
    query.ids?.length ? `(${query.ids.map((id) => `id:${numericId(id)}`).join(' OR ')})` : '',
  ].filter(Boolean);
  const products: Product[] = [];
  let after = query.after ? numericId(query.after) : '';
  for (;;) {
    const data = await deps.gql<{ products: { nodes: GProduct[]; pageInfo: { hasNextPage: boolean } } }>(
      storeId,
      PRODUCTS_QUERY,
      {
        query: [...terms, after ? `id:>${after}` : ''].filter(Boolean).join(' ') || null,
      },
    );
    products.push(...data.products.nodes.map((p) => mapProduct(p, currency)));
    const last = data.products.nodes.at(-1);
    if (!data.products.pageInfo.hasNextPage || !last || products.length >= limit) break;
    after = numericId(last.id);
  }
  return products.slice(0, limit);
}

export async function getVariants(
  deps: ShopifyDeps,
  storeId: string,
  variantIds: string[],
): Promise<Variant[]> {
  if (variantIds.length === 0) return [];
  const currency = await shopCurrency(deps, storeId);
  const data = await deps.gql<{ nodes: ((GVariant & { __typename: string }) | null)[] }>(
    storeId,
    NODES_QUERY,
    {
      ids: variantIds.map((id) => gidOf('ProductVariant', id)),
    },
  );
  return data.nodes
    .filter((n): n is GVariant & { __typename: string } => n?.__typename === 'ProductVariant')
    .map((v) => mapVariant(v, currency));
}

export async function listCollections(deps: ShopifyDeps, storeId: string): Promise<Collection[]> {
  const data = await deps.gql<{ collections: { nodes: { id: string; title: string; handle: string }[] } }>(
    storeId,
    COLLECTIONS_QUERY,
  );
  return data.collections.nodes.map((c) => ({
    id: numericId(c.id),
    admin_graphql_api_id: c.id,
    title: c.title,
    handle: c.handle,
  }));
}

export async function listProductTags(deps: ShopifyDeps, storeId: string): Promise<string[]> {
  const data = await deps.gql<{ productTags: { nodes: string[] } | null }>(storeId, PRODUCT_TAGS_QUERY);
  return data.productTags?.nodes ?? [];
}

export async function listLocations(deps: ShopifyDeps, storeId: string): Promise<Location[]> {
  const data = await deps.gql<{ locations: { nodes: GLocation[] } }>(storeId, LOCATIONS_QUERY);
  return data.locations.nodes.map(mapLocation);
}

export async function rawReturn(
  deps: ShopifyDeps,
  storeId: string,
  returnId: string,
): Promise<GReturn | null> {
  const data = await deps.gql<{ return: GReturn | null }>(storeId, RETURN_QUERY, {
    id: gidOf('Return', returnId),
  });
  return data.return;
}

export async function getReturn(
  deps: ShopifyDeps,
  storeId: string,
  returnId: string,
): Promise<Return | null> {
  const r = await rawReturn(deps, storeId, returnId);
  return r ? mapReturn(r) : null;
}

export async function listFulfillmentOrders(
  deps: ShopifyDeps,
  storeId: string,
  orderId: string,
): Promise<FulfillmentOrder[]> {
  const data = await deps.gql<{ order: { fulfillmentOrders: { nodes: GFulfillmentOrder[] } } | null }>(
    storeId,
    FULFILLMENT_ORDERS_QUERY,
    { id: gidOf('Order', orderId) },
  );
  return (data.order?.fulfillmentOrders.nodes ?? []).map(mapFulfillmentOrder);
}

export async function listStoreCreditAccounts(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
): Promise<StoreCreditAccount[]> {
  const data = await deps.gql<{ customer: { storeCreditAccounts: { nodes: GCreditAccount[] } } | null }>(
    storeId,
    CREDIT_ACCOUNTS_QUERY,
    { id: gidOf('Customer', customerId) },
  );
  return (data.customer?.storeCreditAccounts.nodes ?? []).map(mapCreditAccount);
}

export async function getGiftCard(
  deps: ShopifyDeps,
  storeId: string,
  giftCardId: string,
): Promise<GiftCard | null> {
  const data = await deps.gql<{ giftCard: GGiftCard | null }>(storeId, GIFT_CARD_QUERY, {
    id: gidOf('GiftCard', giftCardId),
  });
  return data.giftCard ? mapGiftCard(data.giftCard, null) : null;
}
