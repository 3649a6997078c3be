import type { FakeShop } from './fake-state';
import {
  connection,
  customerView,
  draftOrderView,
  fulfillmentOrderView,
  fulfillmentView,
  giftCardView,
  locationView,
  orderView,
  productView,
  refundView,
  returnView,
  reverseFulfillmentOrderView,
  variantView,
} from './fake-views';

const idOf = (value: unknown, type: string) => {
  const m = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(String(value));
  return m ? Number(m[1]) : -1;
};
const page = <T>(list: T[], args: A) =>
  connection(list, {
    first: args.first as number | undefined,
    after: args.after as string | undefined,
    reverse: args.reverse as boolean | undefined,
  });

/** Shopify's search syntax, the part we use: `name:#1001 email:a@b.c phone:+91... tag:x customer_id:1`. */
function terms(query: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of (query ?? '').matchAll(/(\w+):(?:"([^"]*)"|'([^']*)'|(\S+))/g))
    out.set(m[1] as string, (m[2] ?? m[3] ?? m[4] ?? '').toLowerCase());
  return out;
}

/** The words of a search that name no field. */
const freeWords = (query: string | undefined) =>
  (query ?? '')
    .replace(/(\w+):(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

type A = Record<string, unknown>;

export function queryRoot(shop: FakeShop): Record<string, (args: A) => unknown> {
  return {
    shop: () => ({
      name: shop.domain.split('.')[0],
      email: `owner@${shop.domain}`,
      currencyCode: shop.currency,
      myshopifyDomain: shop.domain,
      ianaTimezone: 'Asia/Kolkata',
      plan: { publicDisplayName: 'Basic' },
      shopAddress: { countryCodeV2: 'IN' },
    }),
    currentAppInstallation: () => ({ accessScopes: shop.scopes.map((handle) => ({ handle })) }),
    order: (a) => orderView(shop, idOf(a.id, 'Order')),
    orders: (a) => {
      const t = terms(a.query as string | undefined);
      const list = [...shop.orders.values()].filter(
        (o) =>
          (!t.has('name') ||
            o.name.toLowerCase() === t.get('name') ||
            o.name.toLowerCase() === `#${t.get('name')}`) &&
          (!t.has('email') || (o.email ?? '').toLowerCase() === t.get('email')) &&
          (!t.has('phone') ||
            (digits(o.phone).length > 0 && digits(o.phone) === digits(t.get('phone') ?? null))) &&
          (!t.has('tag') || o.tags.map((x) => x.toLowerCase()).includes(t.get('tag') ?? '')) &&
          (!t.has('customer_id') || String(o.customerId) === t.get('customer_id')),
      );
      // Shopify sorts by the sort key, then `reverse` (applied once, by the connection) turns it round.
      if (a.sortKey === 'CREATED_AT')
        list.sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id - y.id);
      return page(
        list.map((o) => orderView(shop, o.id)),
        a,
      );
    },
    customer: (a) => customerView(shop, idOf(a.id, 'Customer')),
    product: (a) => productView(shop, idOf(a.id, 'Product')),
    fulfillment: (a) => {
      for (const o of shop.orders.values()) {
        const f = o.fulfillments.find((x) => x.id === idOf(a.id, 'Fulfillment'));
        if (f) return fulfillmentView(shop, o, f);
      }
      return null;
    },
    refund: (a) => {
      const r = shop.refunds.get(idOf(a.id, 'Refund'));
      return r ? refundView(shop, r) : null;
    },
    reverseFulfillmentOrder: (a) => {
      const r = [...shop.returns.values()].find((x) => x.rfoId === idOf(a.id, 'ReverseFulfillmentOrder'));
      return r ? reverseFulfillmentOrderView(shop, r) : null;
    },
    webhookSubscriptions: (a) =>
      page(
        shop.webhookSubscriptions.map((w) => ({
          id: `gid://shopify/WebhookSubscription/${w.id}`,
          topic: w.topic,
          uri: w.uri,
          createdAt: w.createdAt,
        })),
        a,
      ),
    products: (a) => {
      const t = terms(a.query as string | undefined);
      const above = /\bid:>(\d+)/.exec(String(a.query ?? ''));
      const list = [...shop.products.values()]
        .sort((x, y) => x.id - y.id)
        .filter((p) => !above || p.id > Number(above[1]))
        .filter((p) => !t.has('tag') || p.tags.map((x) => x.toLowerCase()).includes(t.get('tag') ?? ''))
        .filter(
          (p) => !t.has('title') || p.title.toLowerCase().includes((t.get('title') ?? '').replace(/\*/g, '')),
        );
      return page(
        list.map((p) => productView(shop, p.id)),
        a,
      );
    },
    nodes: (a) =>
      (a.ids as string[]).map((id) => {
        for (const p of shop.products.values()) {
          if (id === `gid://shopify/Product/${p.id}`) return productView(shop, p.id);
          const v = p.variants.find((x) => id === `gid://shopify/ProductVariant/${x.id}`);
          if (v) return variantView(shop, v);
        }
        return null;
      }),
    collections: (a) => page([], a),
    productTags: (a) => page([...new Set([...shop.products.values()].flatMap((p) => p.tags))].sort(), a),
    locations: (a) =>
      page(
        [shop.locationId, ...shop.otherLocations].map((id) => locationView(shop, id)),
        a,
      ),
    return: (a) => returnView(shop, idOf(a.id, 'Return')),
    fulfillmentOrder: (a) => {
      const fo = shop.fulfillmentOrders.get(idOf(a.id, 'FulfillmentOrder'));
      return fo ? fulfillmentOrderView(shop, fo) : null;
    },
    giftCard: (a) => {
      const g = shop.giftCards.get(idOf(a.id, 'GiftCard'));
      return g ? giftCardView(shop, g) : null;
    },
    draftOrders: (a) => {
      const t = terms(a.query as string | undefined);
      const list = [...shop.draftOrders.values()].filter(
        (d) =>
          (!t.has('tag') || d.tags.map((x) => x.toLowerCase()).includes(t.get('tag') ?? '')) &&
          (!t.has('customer_id') || String(d.customerId) === t.get('customer_id')) &&
          (!t.has('status') || d.status.toLowerCase() === t.get('status')),
      );
      return page(
        list.map((d) => draftOrderView(shop, d)),
        a,
      );
    },
    giftCards: (a) => {
      const t = terms(a.query as string | undefined);
      // Words without a field search the code, as Shopify's default search does.
      const words = freeWords(a.query as string | undefined);
      const list = [...shop.giftCards.values()].filter(
        (g) =>
          (!t.has('customer_id') || String(g.customerId) === t.get('customer_id')) &&
          words.every((w) => g.code.toLowerCase().includes(w)),
      );
      return page(
        list.map((g) => giftCardView(shop, g)),
        a,
      );
    },
  };
}
