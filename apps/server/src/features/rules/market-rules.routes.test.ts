// Rules conditioned on the shopper's market: refused when the market is unknown, applied only to
// orders shipped into it.
import { describe, expect, it } from 'vitest';
import { bearer, createUser, logInAs } from '../../test/factories';
import { addUsOrder, orderSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';

const MARKETS = [{ name: 'United States', countries: ['US', 'PR'] }];

describe.each(embeddedDb)('market rule conditions on %s', (kind) => {
  const t = usePortalTest(kind);

  async function merchant() {
    const user = await createUser(t.database.db, t.store.id);
    const headers = bearer((await logInAs(t.app, t.store, user)).token);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
    expect((await call('POST', '/setting/v1/update', { markets: MARKETS })).statusCode).toBe(200);
    return call;
  }
  const feeOf = async (sessionId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: {
        session_id: sessionId,
        kind: 'return',
        refund_mode: 'store_credit',
        items: [{ line_item_id: '9001', quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ totals: { return_fee: string } }>().totals.return_fee;
  };

  it.each([
    ['a market the store does not have', ['Mars'], 'conditions.0.values.0', 'Unknown market Mars'],
    ['an empty name', [' '], 'conditions.0.values.0', 'Name a market'],
  ])('refuses %s with 400 and stores nothing', async (_what, values, field, message) => {
    const call = await merchant();
    for (const [method, url] of [
      ['POST', '/return-fee-rule/v1'],
      ['POST', '/product-filter/v1'],
    ] as const) {
      const res = await call(method, url, {
        name: 'Market rule',
        conditions: [{ type: 'market', values }],
        outcome: url.startsWith('/return-fee')
          ? { fee_type: 'fixed', value: '70' }
          : { action: 'block', applies_to: 'both' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
      expect((await call('GET', url.replace(/\/$/, ''))).json()).toMatchObject({ total: 0 });
    }
  });

  it('a fee rule for one market charges its orders only; "is none of" the others', async () => {
    addUsOrder(t);
    const call = await merchant();
    const created = await call('POST', '/return-fee-rule/v1', {
      name: 'US returns',
      // Any case: the market is named as the merchant types it.
      conditions: [{ type: 'market', values: ['united states'] }],
      outcome: { fee_type: 'fixed', value: '70' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const us = await orderSession(t.app, '#1002');
    const india = await orderSession(t.app, '#1001');
    expect(await feeOf(us.id)).toBe('70.00');
    expect(await feeOf(india.id)).toBe('0.00');

    const rule = created.json<{ id: string }>();
    const flipped = await call('PUT', `/return-fee-rule/v1/${rule.id}`, {
      name: 'Outside the US',
      conditions: [{ type: 'market', operator: 'not_in', values: ['United States'] }],
      outcome: { fee_type: 'fixed', value: '70' },
    });
    expect(flipped.statusCode, flipped.body).toBe(200);
    expect(await feeOf(us.id)).toBe('0.00');
    expect(await feeOf(india.id)).toBe('70.00');
  });

  it('a product filter for one market blocks returns of its orders only', async () => {
    addUsOrder(t);
    const call = await merchant();
    const res = await call('POST', '/product-filter/v1', {
      name: 'No US returns',
      conditions: [{ type: 'market', values: ['United States'] }],
      outcome: { action: 'block', applies_to: 'return' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderSession(t.app, '#1002')).data.order.items[0]?.return.eligible).toBe(false);
    expect((await orderSession(t.app, '#1001')).data.order.items[0]?.return.eligible).toBe(true);
  });
});
