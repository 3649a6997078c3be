import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { signInMerchant } from '../../../test/rules-kit';
import { embeddedDb } from '../../../test/test-db';

describe.each(embeddedDb)('refund types API on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists the four modes, offered ones first in the store order, and follows the refund modes block', async () => {
    const m = await signInMerchant(t.app, t.database.db, t.deps.platform, { catalogue: false });
    const list = async () =>
      (await t.app.inject({ url: '/api/refund-diy/v1/refund-types', headers: m.headers }))
        .json()
        .docs.map((d: { id: string; enabled: boolean; position: number | null }) => [
          d.id,
          d.enabled,
          d.position,
        ]);
    expect(await list()).toEqual([
      ['pay_to_source', true, 0],
      ['store_credit', true, 1],
      ['bank_transfer', true, 2],
      ['others', false, null],
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/setting/v1/update',
      headers: m.headers,
      payload: { refund_modes: ['store_credit', 'others'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await list()).toEqual([
      ['store_credit', true, 0],
      ['others', true, 1],
      ['bank_transfer', false, null],
      ['pay_to_source', false, null],
    ]);
    const one = await t.app.inject({
      url: '/api/refund-diy/v1/refund-type/pay_to_source',
      headers: m.headers,
    });
    expect(one.json()).toMatchObject({
      id: 'pay_to_source',
      label: 'Pay to original source',
      available_for_cod: false,
    });
    expect(
      (await t.app.inject({ url: '/api/refund-diy/v1/refund-type/cash', headers: m.headers })).statusCode,
    ).toBe(400);
  });
});
