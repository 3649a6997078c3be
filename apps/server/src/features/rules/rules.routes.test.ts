import { RULE_PATHS, type RuleType } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reasons, rules } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { type Merchant, signInMerchant } from '../../test/rules-kit';
import { embeddedDb } from '../../test/test-db';
import { seedDefaultReasons } from '../reasons/default-reasons';

/** A valid outcome of each type, given the merchant's catalogue. */
const OUTCOMES: Record<RuleType, (m: Merchant) => Record<string, unknown>> = {
  promotion: () => ({ trigger: 'exchange', value_type: 'percent', value: '10' }),
  upsell: (m) => ({ product_ids: [m.productIds[1]], headline: 'Complete the look' }),
  exchange: () => ({ price: 'same_or_lower' }),
  product_filter: () => ({ action: 'final_sale' }),
  return_fee: () => ({ fee_type: 'fixed', value: '49' }),
  green_return: () => ({ refund_percent: 100 }),
};

describe.each(embeddedDb)('rules API on %s', (kind) => {
  const t = useTestApp(kind);
  const merchant = (options: Parameters<typeof signInMerchant>[3] = {}) =>
    signInMerchant(t.app, t.database.db, t.deps.platform, { plan: 'Grow', ...options });
  const call = (
    m: Merchant,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: m.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const rowsOf = (storeId: string) => t.database.db.select().from(rules).where(eq(rules.storeId, storeId));

  describe.each(Object.keys(RULE_PATHS) as RuleType[])('%s rules', (type) => {
    const path = RULE_PATHS[type];
    it('create, list, update, toggle, delete', async () => {
      const m = await merchant();
      const body = {
        name: 'Sale items',
        conditions: [
          { type: 'product', values: [m.productIds[0]] },
          { type: 'price_range', min: '100' },
        ],
        outcome: OUTCOMES[type](m),
      };
      const created = await call(m, 'POST', path, body);
      expect(created.statusCode).toBe(200);
      const rule = created.json();
      expect(rule).toMatchObject({ type, name: 'Sale items', active: true, match: 'all', position: 0 });
      expect(rule.conditions[0]).toEqual({ type: 'product', operator: 'in', values: [m.productIds[0]] });

      const list = await call(m, 'GET', `${path}?page=1&limit=10`);
      expect(list.json()).toMatchObject({ total: 1, page: 1, limit: 10, docs: [{ id: rule.id }] });

      const updated = await call(m, 'PUT', `${path}/${rule.id}`, { ...body, name: 'Renamed', match: 'any' });
      expect(updated.json()).toMatchObject({ id: rule.id, name: 'Renamed', match: 'any' });

      const off = await call(m, 'PATCH', `${path}/${rule.id}`, {});
      expect(off.json().active).toBe(false);
      expect((await call(m, 'PATCH', `${path}/${rule.id}`, { active: true })).json().active).toBe(true);
      expect((await call(m, 'GET', `${path}?active=false`)).json().total).toBe(0);

      const other = await merchant();
      expect((await call(other, 'PUT', `${path}/${rule.id}`, body)).statusCode).toBe(404);
      expect((await call(other, 'DELETE', `${path}/${rule.id}`)).statusCode).toBe(404);

      const deleted = await call(m, 'DELETE', `${path}/${rule.id}`);
      expect(deleted.json()).toEqual({ id: rule.id, deleted: true });
      expect(await rowsOf(m.store.id)).toEqual([]);
    });
  });

  it('orders rules by position: insert at a position, reorder, page', async () => {
    const m = await merchant();
    const make = (name: string, position?: number) =>
      call(m, 'POST', '/return-fee-rule/v1', {
        name,
        outcome: { fee_type: 'fixed', value: '1' },
        ...(position === undefined ? {} : { position }),
      }).then((r) => r.json());
    const a = await make('A');
    const b = await make('B');
    const c = await make('C', 0);
    const names = async (url = '/return-fee-rule/v1') =>
      (await call(m, 'GET', url)).json().docs.map((r: { name: string }) => r.name);
    expect(await names()).toEqual(['C', 'A', 'B']);
    const reordered = await call(m, 'POST', '/return-fee-rule/v1/reorder', { ids: [b.id, a.id] });
    expect(
      reordered.json().docs.map((r: { name: string; position: number }) => [r.name, r.position]),
    ).toEqual([
      ['B', 0],
      ['A', 1],
      ['C', 2],
    ]);
    expect(await names('/return-fee-rule/v1?page=2&limit=2')).toEqual(['C']);
    expect(
      (await call(m, 'POST', '/return-fee-rule/v1/reorder', { ids: [c.id, crypto.randomUUID()] })).statusCode,
    ).toBe(404);
    expect(await names()).toEqual(['B', 'A', 'C']);
    expect((await call(m, 'GET', '/promotion/v1')).json().total).toBe(0);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const m = await merchant();
    await seedDefaultReasons(t.database.db, m.store.id);
    const good = { name: 'Fee', outcome: { fee_type: 'percent', value: '10' } };
    const created = (await call(m, 'POST', '/return-fee-rule/v1', good)).json();
    const before = await rowsOf(m.store.id);
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...good, outcome: { fee_type: 'percent', value: '150' } },
        { 'outcome.value': 'A percentage cannot be more than 100' },
      ],
      [
        { ...good, outcome: { fee_type: 'fixed', value: '-5' } },
        { 'outcome.value': 'The amount cannot be negative' },
      ],
      [{ ...good, name: '<img src=x onerror=alert(1)>' }, { name: 'Please remove HTML tags from this text' }],
      [
        { ...good, conditions: [{ type: 'product', values: ['999999999'] }] },
        { 'conditions.0.values.0': 'Unknown product 999999999' },
      ],
      [
        { ...good, conditions: [{ type: 'variant', values: ['888888888'] }] },
        { 'conditions.0.values.0': 'Unknown variant 888888888' },
      ],
      [
        { ...good, conditions: [{ type: 'collection', values: ['777777'] }] },
        { 'conditions.0.values.0': 'Unknown collection 777777' },
      ],
      [
        { ...good, conditions: [{ type: 'reason', values: [crypto.randomUUID()] }] },
        { 'conditions.0.values.0': expect.stringMatching(/^Unknown reason /) as unknown as string },
      ],
      [
        { ...good, conditions: [{ type: 'order_age', min_days: -3 }] },
        { 'conditions.0.min_days': 'Days cannot be negative' },
      ],
    ];
    for (const [payload, fields] of cases) {
      for (const res of [
        await call(m, 'POST', '/return-fee-rule/v1', payload),
        await call(m, 'PUT', `/return-fee-rule/v1/${created.id}`, payload),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
      }
    }
    const upsell = await call(m, 'POST', '/upsell-rule/v1', {
      name: 'U',
      outcome: { product_ids: ['55555555'] },
    });
    expect(upsell.json().fields).toEqual({ 'outcome.product_ids.0': 'Unknown product 55555555' });
    expect(await rowsOf(m.store.id)).toEqual(before);
    // a known reason is accepted
    const [reason] = await t.database.db
      .select()
      .from(reasons)
      .where(eq(reasons.storeId, m.store.id))
      .limit(1);
    const ok = await call(m, 'POST', '/green-return-rule/v1', {
      name: 'Damaged',
      conditions: [{ type: 'reason', values: [reason?.id] }],
      outcome: {},
    });
    expect(ok.statusCode).toBe(200);
  });

  it('plan-gated rules: upsells and exchanges for other products need Grow', async () => {
    const m = await merchant({ plan: 'FREE_ONBOARD' });
    const upsell = { name: 'U', outcome: { product_ids: [m.productIds[0]] } };
    const res = await call(m, 'POST', '/upsell-rule/v1', upsell);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Upsell booster needs the Grow plan',
    });
    const other = await call(m, 'POST', '/exchange-rule/v1', {
      name: 'E',
      outcome: { exchange_with: 'other_products' },
    });
    expect(other.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Exchange with other products needs the Grow plan',
    });
    // kept switched off, it can be prepared; switching it on is refused
    const draft = (await call(m, 'POST', '/upsell-rule/v1', { ...upsell, active: false })).json();
    expect((await call(m, 'PATCH', `/upsell-rule/v1/${draft.id}`, {})).statusCode).toBe(403);
    expect((await rowsOf(m.store.id)).map((r) => r.active)).toEqual([false]);
    expect((await call(m, 'POST', '/exchange-rule/v1', { name: 'Same', outcome: {} })).statusCode).toBe(200);
  });

  it('needs the rules permission to change rules', async () => {
    const m = await merchant({ permissions: ['setting.policy.all'], catalogue: false });
    const res = await call(m, 'POST', '/promotion/v1', { name: 'P', outcome: OUTCOMES.promotion(m) });
    expect(res.statusCode).toBe(403);
    expect((await call(m, 'GET', '/promotion/v1')).statusCode).toBe(200);
  });

  it('upsell details show the products as the catalogue has them', async () => {
    const m = await merchant();
    const rule = (
      await call(m, 'POST', '/upsell-rule/v1', { name: 'U', outcome: OUTCOMES.upsell(m) })
    ).json();
    const res = await call(m, 'GET', `/upsell-rule/v1/details/${rule.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rule: { id: rule.id },
      products: [{ id: m.productIds[1], currency: 'INR' }],
      missing_product_ids: [],
    });
    expect((await call(m, 'GET', `/upsell-rule/v1/details/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('product options list the catalogue for pickers, paged', async () => {
    const m = await merchant();
    const res = await call(m, 'GET', '/product-filter/v1/meta/product_options?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(2);
    expect(body.products[0].variants.length).toBeGreaterThan(0);
    expect(body.collections.length).toBeGreaterThan(0);
    expect(body.next_after).toBe(body.products[1].id);
    const next = (
      await call(m, 'GET', `/product-filter/v1/meta/product_options?limit=2&after=${body.next_after}`)
    ).json();
    expect(next.products[0].id).not.toBe(body.products[0].id);
  });

  it('product options answer the titles of named products, and refuse what is not a product id', async () => {
    const m = await merchant();
    const wanted = [m.productIds[2], m.productIds[0]] as string[];
    const res = await call(m, 'GET', `/product-filter/v1/meta/product_options?ids=${wanted.join(',')}`);
    expect(res.statusCode).toBe(200);
    const products: { id: string; title: string }[] = res.json().products;
    expect(products.map((p) => p.id).sort()).toEqual([...wanted].sort());
    expect(products.every((p) => p.title.length > 0)).toBe(true);
    const bad = await call(m, 'GET', '/product-filter/v1/meta/product_options?ids=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ ids: 'Up to 100 product ids, separated by commas' });
  });

  it('rules of one store never show in another', async () => {
    const m = await merchant();
    await call(m, 'POST', '/promotion/v1', { name: 'P', outcome: OUTCOMES.promotion(m) });
    const other = await merchant();
    expect((await call(other, 'GET', '/promotion/v1')).json().total).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(rules)
      .where(and(eq(rules.storeId, m.store.id)));
    expect(row?.type).toBe('promotion');
  });
});
