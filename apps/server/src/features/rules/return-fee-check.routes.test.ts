import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../db/schema';
import type { Order } from '../../platform/platform';
import { useTestApp } from '../../test/build-test-app';
import { type Merchant, signInMerchant } from '../../test/rules-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('return fee check on %s', (kind) => {
  const t = useTestApp(kind);
  const call = (m: Merchant, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: m.headers,
      payload: payload as Record<string, unknown>,
    });

  async function setUp() {
    const m = await signInMerchant(t.app, t.database.db, t.deps.platform);
    const [row] = await t.database.db
      .select({ id: demoOrders.id })
      .from(demoOrders)
      .where(eq(demoOrders.storeId, m.store.id));
    const order = (await t.deps.platform.getOrder(m.store.id, String(row?.id))) as Order;
    const line = order.line_items[0];
    if (!line) throw new Error('seeded order has no lines');
    const check = (kindOf: 'return' | 'exchange' = 'return') =>
      call(m, 'POST', '/return-fee-rule/v1/check', {
        order_id: order.id,
        kind: kindOf,
        items: [{ line_item_id: line.id, quantity: 1 }],
      });
    return { m, order, line, check };
  }

  it('no rule and no fee setting: nothing; the setting applies to returns', async () => {
    const { m, check } = await setUp();
    expect((await check()).json()).toMatchObject({
      fee: '0.00',
      tax: '0.00',
      total: '0.00',
      source: 'none',
      rule: null,
    });
    await call(m, 'POST', '/setting/v1/update', { return_fee: '50' });
    expect((await check()).json()).toMatchObject({ fee: '50.00', source: 'setting' });
    expect((await check('exchange')).json()).toMatchObject({ fee: '0.00', source: 'none' });
  });

  it('a matching rule decides the fee, the store tax applies to it', async () => {
    const { m, line, check } = await setUp();
    await call(m, 'POST', '/setting/v1/update', { return_fee: '50' });
    const elsewhere = await call(m, 'POST', '/return-fee-rule/v1', {
      name: 'Other product',
      conditions: [{ type: 'product', operator: 'not_in', values: [line.product_id] }],
      outcome: { fee_type: 'fixed', value: '10' },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await check()).json().source).toBe('setting');
    const rule = await call(m, 'POST', '/return-fee-rule/v1', {
      name: 'Shoes',
      conditions: [{ type: 'product', values: [line.product_id] }],
      outcome: { fee_type: 'fixed', value: '100' },
    });
    await call(m, 'POST', '/tax/v1/', { name: 'GST', value: 18, deduction_type: 'percent' });
    await call(m, 'POST', '/tax/v1/', { name: 'Old', value: 5, deduction_type: 'fixed', active: false });
    expect((await check()).json()).toEqual({
      currency: 'INR',
      fee: '100.00',
      tax: '18.00',
      total: '118.00',
      source: 'rule',
      rule: { id: rule.json().id, name: 'Shoes' },
    });
    await call(m, 'PATCH', `/return-fee-rule/v1/${rule.json().id}`, {});
    expect((await check()).json()).toMatchObject({ fee: '50.00', tax: '9.00', source: 'setting' });
  });

  it('refuses lines of another order and unknown orders', async () => {
    const { m, order } = await setUp();
    const bad = await call(m, 'POST', '/return-fee-rule/v1/check', {
      order_id: order.id,
      items: [{ line_item_id: 'nope', quantity: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'items.0.line_item_id': 'This item is not part of the order' });
    const missing = await call(m, 'POST', '/return-fee-rule/v1/check', {
      order_id: '123456789',
      items: [{ line_item_id: 'x', quantity: 1 }],
    });
    expect(missing.statusCode).toBe(404);
  });
});
