import { shopperEnglish } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestItems, requests, stores } from '../../db/schema';
import { makeVariant, openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';

const ONE_NEW_ITEM_ONLY = shopperEnglish({ code: 'ONE_NEW_ITEM_ONLY' });

describe.each(embeddedDb)('portal multiple exchange products on %s', (kind) => {
  const t = usePortalTest(kind);
  const setPolicy = (policy: Record<string, unknown>) =>
    t.database.db.update(stores).set({ policySettings: policy }).where(eq(stores.id, t.store.id));
  /** Two cheaper sizes beside the T-shirt's S / M / L / XL (the bought M costs 1000.00). */
  const addCheapVariants = () => {
    const variants = t.platform.products.get('700')?.variants;
    variants?.push(makeVariant('700', '7005', { title: 'XS', option1: 'XS', price: '400.00' }));
    variants?.push(makeVariant('700', '7006', { title: 'XXS', option1: 'XXS', price: '300.00' }));
  };
  const reasonId = async (session: string) => {
    const res = await t.app.inject({ url: `/api/return-exchange-reason/v1?session=${session}` });
    return res.json<{ docs: { id: string; name: string }[] }>().docs.find((r) => r.name === 'Size too small')
      ?.id;
  };
  const preview = (session: string, exchange_variants: { variant_id: string; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: {
        session_id: session,
        kind: 'exchange',
        refund_mode: 'store_credit',
        items: [{ line_item_id: '9001', quantity: 1, exchange_variants }],
      },
    });
  const submit = async (session: string, exchange_variants: { variant_id: string; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'multi-key-0001' },
      payload: {
        session_id: session,
        kind: 'exchange',
        refund_mode: 'store_credit',
        method: 'pickup',
        address: {
          first_name: 'Asha',
          address_line_1: '12 MG Road',
          city: 'Bengaluru',
          country: 'India',
          postal_code: '560001',
        },
        phone: { dial_code: '+91', number: '9876543210' },
        items: [{ line_item_id: '9001', quantity: 1, reason_id: await reasonId(session), exchange_variants }],
      },
    });

  it('refuses several new variants with 409 while the setting is off; one variant as a list is fine', async () => {
    addCheapVariants();
    const session = await openSession(t.app);
    const two = [
      { variant_id: '7005', quantity: 1 },
      { variant_id: '7006', quantity: 1 },
    ];
    const refused = await preview(session, two);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ONE_NEW_ITEM_ONLY);
    const twice = await preview(session, [{ variant_id: '7005', quantity: 2 }]);
    expect(twice.statusCode).toBe(409);
    const res = await submit(session, two);
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(requests)).toHaveLength(0);
    const one = await preview(session, [{ variant_id: '7005', quantity: 1 }]);
    expect(one.statusCode).toBe(200);
    expect(one.json().items[0].exchange).toMatchObject({ new_price: '400.00', difference: '-600.00' });
  });

  it('prices every new variant in the difference when the setting is on, and keeps them on the request', async () => {
    addCheapVariants();
    await setPolicy({ multiple_exchange_products: true });
    expect(
      (await t.app.inject({ url: '/api/customer/v1/store/acme' })).json().multiple_exchange_products,
    ).toBe(true);
    const session = await openSession(t.app);
    const two = [
      { variant_id: '7005', quantity: 1 },
      { variant_id: '7006', quantity: 2 },
    ];
    const shown = await preview(session, two);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().items[0].exchange).toMatchObject({
      new_price: '1000.00',
      difference: '0.00',
      payer: 'none',
      variants: [
        { variant_id: '7005', quantity: 1, price: '400.00' },
        { variant_id: '7006', quantity: 2, price: '300.00' },
      ],
    });
    const cheaper = await preview(session, [
      { variant_id: '7005', quantity: 1 },
      { variant_id: '7006', quantity: 1 },
    ]);
    expect(cheaper.json().items[0].exchange).toMatchObject({ new_price: '700.00', difference: '-300.00' });
    expect(cheaper.json().totals).toMatchObject({ payer: 'merchant', refund: '300.00' });

    // Together dearer than the returned item: refused without "capture payments".
    const dearer = await preview(session, [
      { variant_id: '7005', quantity: 2 },
      { variant_id: '7006', quantity: 1 },
    ]);
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().message).toBe('Only items at the same price or lower can be chosen.');

    const created = await submit(session, two);
    expect(created.statusCode).toBe(201);
    expect(created.json().request_items[0].exchange_variants).toEqual([
      { id: '7005', title: 'XS', price: '400.00', quantity: 1 },
      { id: '7006', title: 'XXS', price: '300.00', quantity: 2 },
    ]);
    const [item] = await t.database.db.select().from(requestItems);
    expect(item?.exchangeProducts?.map((p) => [p.variant_id, p.quantity])).toEqual([
      ['7005', 1],
      ['7006', 2],
    ]);
  });

  it('checks each new variant like a single one: out of stock and blocked variants are refused', async () => {
    await setPolicy({ multiple_exchange_products: true });
    const session = await openSession(t.app);
    const res = await preview(session, [
      { variant_id: '7002', quantity: 1 },
      { variant_id: '7001', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('S: Out of stock.');
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: {
        session_id: session,
        kind: 'exchange',
        items: [
          {
            line_item_id: '9001',
            quantity: 1,
            exchange_variant_id: '7002',
            exchange_variants: [{ variant_id: '7002', quantity: 1 }],
          },
        ],
      },
    });
    expect(both.statusCode).toBe(400);
  });
});
