import type { PortalCatalogueResponse, SessionDataResponse } from '@roundtrip/core';
import { shopperEnglish } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('the exchange page catalogue on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  /** A store with demo products, a shopper's session on a returnable order and the line they exchange. */
  async function shopper(policy: Record<string, unknown> = { exchange_with_other_products: true }) {
    const m = await merchant(t, { policy });
    const order = await m.order();
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: m.store.domain.split('.')[0], order_number: order.name, contact: order.email },
    });
    expectStatus(opened, 201);
    const session = opened.json<{ session_id: string }>().session_id;
    const data = await t.app.inject({ url: `/api/customer/v1/session-data/${session}` });
    const item = data.json<SessionDataResponse>().order.items[0];
    if (!item) throw new Error('no item');
    const browse = (query = '') =>
      t.app.inject({
        url: `/api/customer/v1/catalogue?session=${session}&line_item_id=${item.line_item_id}${query}`,
      });
    return { m, session, item, browse };
  }

  it('lists the other active products with their lowest price and stock, a page at a time', async () => {
    const { m, item, browse, session } = await shopper();
    expect(
      data(await t.app.inject({ url: `/api/customer/v1/store/${m.store.domain.split('.')[0]}` })),
    ).toMatchObject({
      exchange_with_other_products: true,
    });
    const first = await browse();
    expectStatus(first, 200);
    const page = first.json<PortalCatalogueResponse>();
    expect(page.collections.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Apparel', 'Footwear', 'Accessories']),
    );
    expect(page.products.length).toBeGreaterThan(10);
    expect(page.products.some((p) => p.id === item.product_id)).toBe(false);
    const all = await t.deps.platform.listProducts(m.store.id, { limit: 250 });
    for (const p of page.products) {
      const product = all.find((x) => x.id === p.id);
      const lowest = Math.min(
        ...(product?.variants.filter((v) => !v.blocked).map((v) => Number(v.price)) ?? []),
      );
      expect(Number(p.from_price)).toBe(lowest);
      expect(p.currency).toBe('INR');
      expect(p.available).toBe(product?.variants.some((v) => !v.blocked && v.inventory_quantity > 0));
    }
    // Each next page starts after the last product read; the last page says there is no more.
    const pages = [page];
    for (let next = page.next; next; ) {
      const more = (await browse(`&after=${next}`)).json<PortalCatalogueResponse>();
      expect(more.products.every((p) => Number(p.id) > Number(next))).toBe(true);
      pages.push(more);
      next = more.next;
    }
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap((p) => p.products).length).toBe(
      all.filter((p) => p.status === 'active' && p.id !== item.product_id).length,
    );
    // Search by title words, then within one collection.
    const found = (await browse('&query=sneakers')).json<PortalCatalogueResponse>();
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.every((p) => /sneakers/i.test(p.title))).toBe(true);
    const footwear = page.collections.find((c) => c.title === 'Footwear');
    const shoes = (await browse(`&collection_id=${footwear?.id}`)).json<PortalCatalogueResponse>();
    const footwearIds = new Set(
      all.filter((p) => p.collection_ids.includes(footwear?.id ?? '')).map((p) => p.id),
    );
    expect(shoes.products.length).toBeGreaterThan(0);
    expect(shoes.products.every((p) => footwearIds.has(p.id))).toBe(true);
    // A variant of a listed product is then offered through the variants list of the exchanged line.
    const other = page.products.find((p) => p.available);
    const variants = await t.app.inject({
      url: `/api/customer/v1/products/${other?.id}/variants?session=${session}&line_item_id=${item.line_item_id}`,
    });
    expectStatus(variants, 200);
  });

  it("keeps to the item's exchange rule: only the products and collections it names", async () => {
    const { m, browse } = await shopper({ exchange_with_other_products: true, exchange_rules_enabled: true });
    const footwear = (await browse())
      .json<PortalCatalogueResponse>()
      .collections.find((c) => c.title === 'Footwear');
    const rule = await m.call('POST', 'exchange-rule/v1', {
      name: 'Shoes only',
      active: true,
      conditions: [],
      outcome: { exchange_with: 'other_products', collection_ids: [footwear?.id], price: 'any' },
    });
    expectStatus(rule, 200);
    const all = await t.deps.platform.listProducts(m.store.id, { limit: 250 });
    const listed = (await browse()).json<PortalCatalogueResponse>().products;
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed) expect(all.find((x) => x.id === p.id)?.collection_ids).toContain(footwear?.id);
  });

  it('refuses while the store exchanges within the same product only, and for a line not on the order', async () => {
    const { browse, session, m } = await shopper({});
    const off = await browse();
    expectStatus(off, 409);
    expect(off.json()).toMatchObject({
      code: 'CONFLICT',
      reason: { code: 'OTHER_PRODUCTS_OFF' },
      message: shopperEnglish({ code: 'OTHER_PRODUCTS_OFF' }),
    });
    await t.database.db
      .update(stores)
      .set({ policySettings: { exchange_with_other_products: true } })
      .where(eq(stores.id, m.store.id));
    expectStatus(
      await t.app.inject({ url: `/api/customer/v1/catalogue?session=${session}&line_item_id=nope` }),
      404,
    );
    expectStatus(
      await t.app.inject({ url: `/api/customer/v1/catalogue?session=${'x'.repeat(43)}&line_item_id=1` }),
      401,
    );
    expectStatus(await t.app.inject({ url: `/api/customer/v1/catalogue?session=${session}` }), 400);
  });
});

const data = (res: { json: () => unknown }) => res.json();
