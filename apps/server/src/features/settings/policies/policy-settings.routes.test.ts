import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createStore } from '../../../test/factories';
import { signInMerchant } from '../../../test/rules-kit';
import { embeddedDb } from '../../../test/test-db';

describe.each(embeddedDb)('policy settings API on %s', (kind) => {
  const t = useTestApp(kind);
  const merchant = (options: Parameters<typeof signInMerchant>[3] = {}) =>
    signInMerchant(t.app, t.database.db, t.deps.platform, options);
  const stored = async (id: string) =>
    (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0];
  const send = (method: 'POST' | 'PUT', headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/setting/v1/update' : '/api/setting/v1/policy',
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('reads every setting with its default, the portal face and the plan locks of each block', async () => {
    const m = await merchant({ catalogue: false });
    const res = await t.app.inject({ url: '/api/setting/v1', headers: m.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.setting).toMatchObject({
      return_window_days: 30,
      exchange_window_days: 30,
      window_starts_at: 'delivery',
      refund_modes: ['pay_to_source', 'store_credit', 'bank_transfer'],
      exchange_out_of_stock: false,
    });
    expect(body.portal).toEqual({
      handle: m.store.domain.split('.')[0],
      handle_is_default: true,
      brand_color: '',
      language: 'en',
    });
    expect(body.plan).toEqual({ name: 'FREE_ONBOARD', tier: 'free' });
    const block = (id: string) => body.blocks.find((b: { id: string }) => b.id === id);
    expect(block('exchange_with_other_products')).toMatchObject({ locked: true, required_plan: 'grow' });
    expect(block('return_window')).toMatchObject({
      locked: false,
      required_plan: null,
      title: 'Return window',
    });
    expect(block('return_fee').rules).toBe('/return-fee-rule/v1');
    expect(body.blocks.some((b: { id: string }) => b.id.startsWith('auto'))).toBe(false);
  });

  it('POST /update changes only the fields sent and leaves automation settings alone', async () => {
    const m = await merchant({ catalogue: false });
    await t.database.db
      .update(stores)
      .set({ policySettings: { auto_archive_days: 9, future_key: 'kept', exchange_out_of_stock: true } })
      .where(eq(stores.id, m.store.id));
    const res = await send('POST', m.headers, { return_window_days: 31, auto_archive_days: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().setting).toMatchObject({
      return_window_days: 31,
      exchange_out_of_stock: true,
      auto_archive_days: 9,
    });
    expect((await stored(m.store.id))?.policySettings).toEqual({
      auto_archive_days: 9,
      future_key: 'kept',
      exchange_out_of_stock: true,
      return_window_days: 31,
    });
  });

  it('PUT /policy replaces the policy: fields not sent go back to defaults, automation and unknown keys stay', async () => {
    const m = await merchant({ catalogue: false });
    await t.database.db
      .update(stores)
      .set({ policySettings: { auto_archive_days: 9, future_key: 'kept', exchange_out_of_stock: true } })
      .where(eq(stores.id, m.store.id));
    const res = await send('PUT', m.headers, { return_window_days: 45, exchange_order_prefix: 'EX-' });
    expect(res.statusCode).toBe(200);
    expect(res.json().setting).toMatchObject({ exchange_out_of_stock: false, return_window_days: 45 });
    expect((await stored(m.store.id))?.policySettings).toEqual({
      auto_archive_days: 9,
      future_key: 'kept',
      return_window_days: 45,
      exchange_order_prefix: 'EX-',
    });
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const m = await merchant();
    const before = await stored(m.store.id);
    const res = await send('POST', m.headers, {
      return_window_days: -1,
      exchange_order_prefix: '<script>x</script>',
      exchange_order_tags: ['<b>vip</b>'],
      store_credit_bonus_percent: 150,
      brand_color: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        return_window_days: 'The window cannot be negative',
        exchange_order_prefix: 'Please remove HTML tags from this text',
        'exchange_order_tags.0': 'Please remove HTML tags from this text',
        store_credit_bonus_percent: 'A percentage cannot be more than 100',
        brand_color: 'Use a colour like #1a73e8, or leave it empty for the default',
      },
    });
    const unknown = await send('POST', m.headers, {
      restrict_return_orders: { enabled: true, product_ids: [m.productIds[0], '999999999'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'restrict_return_orders.product_ids.1': 'Unknown product 999999999',
    });
    const collection = await send('PUT', m.headers, {
      restrict_exchange_orders: { collection_ids: ['424242'] },
    });
    expect(collection.json().fields).toEqual({
      'restrict_exchange_orders.collection_ids.0': 'Unknown collection 424242',
    });
    expect(await stored(m.store.id)).toEqual(before);
  });

  it('accepts known products and collections in restrictions', async () => {
    const m = await merchant();
    const res = await send('POST', m.headers, {
      restrict_return_orders: {
        enabled: true,
        product_ids: [`gid://shopify/Product/${m.productIds[0]}`],
        collection_ids: m.collectionIds.slice(0, 1),
        customer_tags: ['wholesale'],
        discount_codes: ['STAFF50'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().setting.restrict_return_orders).toMatchObject({
      enabled: true,
      discount_codes: ['STAFF50'],
    });
  });

  it('refuses plan-gated blocks on a plan that lacks them with 403 naming the plan, and changes nothing', async () => {
    const m = await merchant({ catalogue: false });
    const before = await stored(m.store.id);
    for (const [payload, message] of [
      [{ exchange_with_other_products: true }, 'Exchange with other products needs the Grow plan'],
      [{ smart_exchange: true }, 'Smart exchange needs the Grow plan'],
      [{ hold_exchange_orders: true }, 'Hold exchange orders needs the Grow plan'],
      [
        { capture_payments: true, return_window_days: 10 },
        'Capture payments from customers needs the Grow plan',
      ],
      [{ language: 'hi' }, 'Portal languages needs the Grow plan'],
    ] as const) {
      const res = await send('POST', m.headers, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED', message });
    }
    expect(await stored(m.store.id)).toEqual(before);
    expect((await send('POST', m.headers, { smart_exchange: false, language: 'en' })).statusCode).toBe(200);
  });

  it('saves plan-gated blocks on Grow', async () => {
    const m = await merchant({ plan: 'Grow Monthly', catalogue: false });
    const res = await send('POST', m.headers, {
      exchange_with_other_products: true,
      smart_exchange: true,
      language: 'hi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().setting).toMatchObject({ exchange_with_other_products: true, smart_exchange: true });
    expect(res.json().portal.language).toBe('hi');
    expect(res.json().blocks.every((b: { locked: boolean }) => !b.locked)).toBe(true);
  });

  it('sets the portal handle and colour; a handle another store uses is refused', async () => {
    const m = await merchant({ catalogue: false });
    const res = await send('POST', m.headers, { portal_handle: 'Acme-Returns', brand_color: '#1a73e8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().portal).toMatchObject({
      handle: 'acme-returns',
      handle_is_default: false,
      brand_color: '#1a73e8',
    });
    await createStore(t.database.db, { domain: 'taken.myshopify.com' });
    const taken = await send('POST', m.headers, { portal_handle: 'taken' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({
      portal_handle: 'This portal address is taken, please choose another',
    });
    expect((await stored(m.store.id))?.portalHandle).toBe('acme-returns');
    const face = await t.app.inject({ url: '/api/customer/v1/store/acme-returns' });
    expect(face.json()).toMatchObject({ handle: 'acme-returns', brand_color: '#1a73e8' });
  });

  it('a malformed stored value reads as its default and does not block saving', async () => {
    const m = await merchant({ catalogue: false });
    await t.database.db
      .update(stores)
      .set({ policySettings: { return_window_days: 'forty', exchange_window_days: 12 } })
      .where(eq(stores.id, m.store.id));
    const read = await t.app.inject({ url: '/api/setting/v1', headers: m.headers });
    expect(read.json().setting).toMatchObject({ return_window_days: 30, exchange_window_days: 12 });
    const res = await send('POST', m.headers, { exchange_out_of_stock: true });
    expect(res.statusCode).toBe(200);
    expect((await stored(m.store.id))?.policySettings).toEqual({
      exchange_window_days: 12,
      exchange_out_of_stock: true,
    });
  });

  it('needs the policy permission to change settings', async () => {
    const m = await merchant({ permissions: ['request.all.view'], catalogue: false });
    expect((await send('POST', m.headers, { return_window_days: 10 })).statusCode).toBe(403);
    expect((await send('PUT', m.headers, {})).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/setting/v1' })).statusCode).toBe(401);
  });
});
