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
  LOCATIONS_QUERY,
  NODES_QUERY,
  PRODUCT_PAGES_QUERY,
  PRODUCT_TAGS_QUERY,
  PRODUCTS_QUERY,
} from './documents/catalogue';
import { CREDIT_ACCOUNTS_QUERY, GIFT_CARD_QUERY } from './documents/money';
import {
  CUSTOMER_QUERY,
  FULFILLMENT_LINES_QUERY,
  FULFILLMENT_ORDERS_QUERY,
  ORDER_ALL_MONEY_QUERY,
  ORDER_DISCOUNTS_QUERY,
  ORDER_FULFILLMENTS_FIRST,
  ORDER_FULFILLMENTS_QUERY,
  ORDER_LINES_QUERY,
  ORDER_MONEY_QUERY,
  ORDER_QUERY,
  ORDER_REFUNDS_FIRST,
  ORDER_SHIPPING_LINES_QUERY,
  ORDER_TRANSACTIONS_FIRST,
  ORDERS_QUERY,
  REFUND_QUERY,
} from './documents/orders';
import { RETURN_LINES_QUERY, RETURN_QUERY, RFO_LINES_QUERY } from './documents/returns';
import {
  mapCreditAccount,
  mapFulfillmentOrder,
  mapGiftCard,
  mapLocation,
  mapProduct,
  mapVariant,
} from './map-catalogue';
import { type GOrder, mapCustomer, mapOrder, numericId } from './map-order';
import { type GReturn, mapReturn } from './map-return';
import { gidOf, type ShopifyDeps, shopCurrency } from './shopify-deps';
import type { OrderMoneyQuery, StoreCreditAccountFieldsFragment } from './types/admin.generated';

type Page<N> = { nodes: N[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/** Every node of a connection: its first page, then `next(cursor)` until Shopify says there is no more. */
export async function allPages<N>(
  first: Page<N>,
  next: (after: string) => Promise<Page<N> | null | undefined>,
): Promise<N[]> {
  const nodes = [...first.nodes];
  let page: Page<N> | null | undefined = first;
  while (page?.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    page = await next(page.pageInfo.endCursor);
    nodes.push(...(page?.nodes ?? []));
  }
  return nodes;
}

type Head = NonNullable<Awaited<ReturnType<typeof readHead>>>;
const readHead = async (deps: ShopifyDeps, storeId: string, id: string) =>
  (await deps.gql(storeId, ORDER_QUERY, { id })).order;

async function fulfillmentLines(deps: ShopifyDeps, storeId: string, id: string, after: string | null) {
  return (await deps.gql(storeId, FULFILLMENT_LINES_QUERY, { id, after })).fulfillment?.fulfillmentLineItems;
}

/** The order's fulfillments with all their lines; past the order query's first few, read by the list. */
async function fulfillmentsOf(
  deps: ShopifyDeps,
  storeId: string,
  head: Head,
): Promise<GOrder['fulfillments']> {
  const all =
    head.fulfillments.length < ORDER_FULFILLMENTS_FIRST
      ? head.fulfillments
      : ((await deps.gql(storeId, ORDER_FULFILLMENTS_QUERY, { id: head.id })).order?.fulfillments ?? []);
  const out: GOrder['fulfillments'] = [];
  for (const f of all) {
    const first =
      head.fulfillments.find((x) => x.id === f.id)?.fulfillmentLineItems ??
      (await fulfillmentLines(deps, storeId, f.id, null));
    const lines = first ? await allPages(first, (after) => fulfillmentLines(deps, storeId, f.id, after)) : [];
    const { id, status, displayStatus, createdAt, inTransitAt, deliveredAt, location, trackingInfo } = f;
    out.push({
      id,
      status,
      displayStatus,
      createdAt,
      inTransitAt,
      deliveredAt,
      location,
      trackingInfo,
      lines,
    });
  }
  return out;
}

type MoneyRefund = NonNullable<OrderMoneyQuery['order']>['refunds'][number];

/** One refund with every line and transaction, paging each connection from `first` (or from the start). */
async function completeRefund(
  deps: ShopifyDeps,
  storeId: string,
  first: MoneyRefund | null,
  id: string,
): Promise<GOrder['refunds'][number] | null> {
  const read = (vars: { linesAfter?: string; transactionsAfter?: string }) =>
    deps.gql(storeId, REFUND_QUERY, { id, linesAfter: null, transactionsAfter: null, ...vars });
  const start = first ?? (await read({})).refund;
  if (!start) return null;
  const { refundLineItems, transactions, ...refund } = start;
  return {
    ...refund,
    lines: await allPages(
      refundLineItems,
      async (after) => (await read({ linesAfter: after })).refund?.refundLineItems,
    ),
    transactions: await allPages(
      transactions,
      async (after) => (await read({ transactionsAfter: after })).refund?.transactions,
    ),
  };
}

/** Transactions and refunds; an order with as many as the money query reads is read again in full. */
async function moneyOf(
  deps: ShopifyDeps,
  storeId: string,
  id: string,
): Promise<Pick<GOrder, 'transactions' | 'refunds'>> {
  const order = (await deps.gql(storeId, ORDER_MONEY_QUERY, { id })).order;
  if (!order) return { transactions: [], refunds: [] };
  const more =
    order.transactions.length >= ORDER_TRANSACTIONS_FIRST || order.refunds.length >= ORDER_REFUNDS_FIRST
      ? (await deps.gql(storeId, ORDER_ALL_MONEY_QUERY, { id })).order
      : null;
  const refundIds = more ? more.refunds.map((r) => r.id) : order.refunds.map((r) => r.id);
  const refunds: GOrder['refunds'] = [];
  for (const refundId of refundIds) {
    const made = await completeRefund(
      deps,
      storeId,
      order.refunds.find((r) => r.id === refundId) ?? null,
      refundId,
    );
    if (made) refunds.push(made);
  }
  return { transactions: more?.transactions ?? order.transactions, refunds };
}

/** The whole order: every page of every connection and list a returns app reads. */
export async function rawOrder(deps: ShopifyDeps, storeId: string, orderId: string): Promise<GOrder | null> {
  const id = gidOf('Order', orderId);
  const head = await readHead(deps, storeId, id);
  if (!head) return null;
  const { lineItems, shippingLines, discountApplications, fulfillments: _read, ...rest } = head;
  return {
    ...rest,
    lineItems: await allPages(
      lineItems,
      async (after) => (await deps.gql(storeId, ORDER_LINES_QUERY, { id, after })).order?.lineItems,
    ),
    shippingLines: await allPages(
      shippingLines,
      async (after) =>
        (await deps.gql(storeId, ORDER_SHIPPING_LINES_QUERY, { id, after })).order?.shippingLines,
    ),
    discountApplications: await allPages(
      discountApplications,
      async (after) =>
        (await deps.gql(storeId, ORDER_DISCOUNTS_QUERY, { id, after })).order?.discountApplications,
    ),
    fulfillments: await fulfillmentsOf(deps, storeId, head),
    ...(await moneyOf(deps, storeId, id)),
  };
}

export async function getOrder(deps: ShopifyDeps, storeId: string, orderId: string): Promise<Order | null> {
  const order = await rawOrder(deps, storeId, orderId);
  return order ? mapOrder(order) : null;
}

export async function searchOrders(deps: ShopifyDeps, storeId: string, query: string, first: number) {
  const data = await deps.gql(storeId, ORDERS_QUERY, { query, first: Math.min(first, 100) });
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
      ((email &&
        [o.email, o.customer?.defaultEmailAddress?.emailAddress].some((e) => e?.toLowerCase() === email)) ||
        (input.phone &&
          [o.phone, o.customer?.defaultPhoneNumber?.phoneNumber, o.shippingAddress?.phone].some((p) =>
            samePhone(p, input.phone),
          ))),
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

/** One search, its hits counted: no order is read in full. */
export async function countCustomerOrders(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
  options: { limit: number },
): Promise<number> {
  const query = `customer_id:${numericId(gidOf('Customer', customerId))}`;
  return (await searchOrders(deps, storeId, query, options.limit)).length;
}

export async function getCustomer(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
): Promise<Customer | null> {
  const data = await deps.gql(storeId, CUSTOMER_QUERY, { id: gidOf('Customer', customerId) });
  return data.customer ? mapCustomer(data.customer) : null;
}

/** A product with every variant and collection, past the products query's first page of each. */
async function completeProduct(
  deps: ShopifyDeps,
  storeId: string,
  p: Awaited<ReturnType<typeof readProducts>>['nodes'][number],
) {
  const more = (vars: { variantsAfter?: string; collectionsAfter?: string }) =>
    deps.gql(storeId, PRODUCT_PAGES_QUERY, {
      id: p.id,
      variantsAfter: null,
      collectionsAfter: null,
      ...vars,
    });
  return {
    ...p,
    variants: await allPages(
      p.variants,
      async (after) => (await more({ variantsAfter: after })).product?.variants,
    ),
    collections: await allPages(
      p.collections,
      async (after) => (await more({ collectionsAfter: after })).product?.collections,
    ),
  };
}

async function readProducts(deps: ShopifyDeps, storeId: string, query: string | null, after: string | null) {
  return (await deps.gql(storeId, PRODUCTS_QUERY, { query, after })).products;
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
    query.after ? `id:>${numericId(query.after)}` : '',
  ].filter(Boolean);
  const products: Product[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await readProducts(deps, storeId, terms.join(' ') || null, after);
    for (const p of page.nodes) products.push(mapProduct(await completeProduct(deps, storeId, p), currency));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor || products.length >= limit) break;
    after = page.pageInfo.endCursor;
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
  const data = await deps.gql(storeId, NODES_QUERY, {
    ids: variantIds.map((id) => gidOf('ProductVariant', id)),
  });
  return data.nodes.flatMap((n) => (n?.__typename === 'ProductVariant' ? [mapVariant(n, currency)] : []));
}

export async function listCollections(deps: ShopifyDeps, storeId: string): Promise<Collection[]> {
  const read = async (after: string | null) =>
    (await deps.gql(storeId, COLLECTIONS_QUERY, { after })).collections;
  const all = await allPages(await read(null), read);
  return all.map((c) => ({
    id: numericId(c.id),
    admin_graphql_api_id: c.id,
    title: c.title,
    handle: c.handle,
  }));
}

export async function listProductTags(deps: ShopifyDeps, storeId: string): Promise<string[]> {
  const read = async (after: string | null) =>
    (await deps.gql(storeId, PRODUCT_TAGS_QUERY, { after })).productTags;
  const first = await read(null);
  return first ? allPages(first, read) : [];
}

export async function listLocations(deps: ShopifyDeps, storeId: string): Promise<Location[]> {
  const read = async (after: string | null) =>
    (await deps.gql(storeId, LOCATIONS_QUERY, { after })).locations;
  return (await allPages(await read(null), read)).map(mapLocation);
}

/** A return with every line and every reverse fulfillment order line, past their first pages. */
export async function rawReturn(
  deps: ShopifyDeps,
  storeId: string,
  returnId: string,
): Promise<GReturn | null> {
  const id = gidOf('Return', returnId);
  const r = (await deps.gql(storeId, RETURN_QUERY, { id })).return;
  if (!r) return null;
  return {
    ...r,
    returnLineItems: await allPages(
      r.returnLineItems,
      async (after) => (await deps.gql(storeId, RETURN_LINES_QUERY, { id, after })).return?.returnLineItems,
    ),
    reverseFulfillmentOrders: await Promise.all(
      r.reverseFulfillmentOrders.nodes.map(async (rfo) => ({
        id: rfo.id,
        lineItems: await allPages(
          rfo.lineItems,
          async (after) =>
            (await deps.gql(storeId, RFO_LINES_QUERY, { id: rfo.id, after })).reverseFulfillmentOrder
              ?.lineItems,
        ),
      })),
    ),
  };
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
  const data = await deps.gql(storeId, FULFILLMENT_ORDERS_QUERY, { id: gidOf('Order', orderId) });
  return (data.order?.fulfillmentOrders.nodes ?? []).map(mapFulfillmentOrder);
}

/** The customer's store credit accounts (one per currency), or null when Shopify has no such customer. */
export async function creditAccountsOf(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
): Promise<StoreCreditAccountFieldsFragment[] | null> {
  const id = gidOf('Customer', customerId);
  const read = async (after: string | null) =>
    (await deps.gql(storeId, CREDIT_ACCOUNTS_QUERY, { id, after })).customer?.storeCreditAccounts;
  const first = await read(null);
  return first ? allPages(first, read) : null;
}

export async function listStoreCreditAccounts(
  deps: ShopifyDeps,
  storeId: string,
  customerId: string,
): Promise<StoreCreditAccount[]> {
  return ((await creditAccountsOf(deps, storeId, customerId)) ?? []).map(mapCreditAccount);
}

export async function getGiftCard(
  deps: ShopifyDeps,
  storeId: string,
  giftCardId: string,
): Promise<GiftCard | null> {
  const data = await deps.gql(storeId, GIFT_CARD_QUERY, { id: gidOf('GiftCard', giftCardId) });
  return data.giftCard ? mapGiftCard(data.giftCard, null) : null;
}
