import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rules, stores } from '../../db/schema';
import { makeProduct, makeVariant, openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('portal upsells on %s', (kind) => {
  const t = usePortalTest(kind);
  const grow = () => t.database.db.update(stores).set({ planName: 'Grow' }).where(eq(stores.id, t.store.id));
  const addRule = (over: { name: string; productIn: string; active?: boolean; position?: number }) =>
    t.database.db.insert(rules).values({
      storeId: t.store.id,
      type: 'upsell',
      name: over.name,
      active: over.active ?? true,
      position: over.position ?? 0,
      match: 'all',
      conditions: [{ type: 'product', operator: 'in', values: [over.productIn] }],
      outcome: { product_ids: ['800'], headline: over.name, discount_type: 'percent', discount_value: '10' },
    });
  const upsells = (session: string, line = '') =>
    t.app.inject({
      url: `/api/customer/v1/upsells?session=${session}${line ? `&line_item_id=${line}` : ''}`,
    });

  it("answers the first active upsell rule matching the order's items, with its products", async () => {
    t.platform.products.set(
      '800',
      makeProduct('800', {
        title: 'Socks',
        variants: [
          makeVariant('800', '8001', { price: '250.00' }),
          makeVariant('800', '8002', { price: '199.00' }),
        ],
      }),
    );
    await grow();
    await addRule({ name: 'Off', productIn: '700', active: false, position: 0 });
    await addRule({ name: 'Pair it with socks', productIn: '700', position: 1 });
    await addRule({ name: 'Other product', productIn: '999', position: 2 });
    const session = await openSession(t.app);
    const res = await upsells(session, '9001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      upsells: [
        {
          rule_id: expect.any(String),
          headline: 'Pair it with socks',
          discount_type: 'percent',
          discount_value: '10',
          products: [
            {
              id: '800',
              title: 'Socks',
              image_url: expect.any(String),
              price: '199.00',
              currency: 'INR',
              // Each variant at the offer's price (10% off, rounded half up), to add one to the exchange.
              variants: [
                {
                  id: '8001',
                  title: 'M',
                  price: '250.00',
                  offer_price: '225.00',
                  selectable: true,
                  unavailable_code: null,
                },
                {
                  id: '8002',
                  title: 'M',
                  price: '199.00',
                  offer_price: '179.10',
                  selectable: true,
                  unavailable_code: null,
                },
              ],
            },
          ],
        },
      ],
    });
    expect((await upsells(session, 'nope')).statusCode).toBe(404);
  });

  it('answers nothing without upsell booster (Grow), and 401 without a session', async () => {
    await addRule({ name: 'Pair it with socks', productIn: '700' });
    const session = await openSession(t.app);
    expect((await upsells(session)).json()).toEqual({ upsells: [] });
    expect((await upsells('x'.repeat(43))).statusCode).toBe(401);
  });
});
