import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxRates } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { type Merchant, signInMerchant } from '../../test/rules-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('tax rates API on %s', (kind) => {
  const t = useTestApp(kind);
  const merchant = (permissions?: string[]) =>
    signInMerchant(t.app, t.database.db, t.deps.platform, {
      catalogue: false,
      ...(permissions ? { permissions } : {}),
    });
  const call = (m: Merchant, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: m.headers,
      payload: payload as Record<string, unknown>,
    });

  it('adds, lists, changes and deletes tax rates', async () => {
    const m = await merchant();
    const gst = await call(m, 'POST', '/tax/v1/', { name: 'GST', value: 18, deduction_type: 'percent' });
    expect(gst.statusCode).toBe(200);
    expect(gst.json()).toMatchObject({
      name: 'GST',
      value: 18,
      deduction_type: 'percent',
      active: true,
      deleted: false,
    });
    t.clock.advance(1000);
    const fixed = (
      await call(m, 'POST', '/tax/v1/', { name: 'Cess', value: 2.5, deduction_type: 'fixed', active: false })
    ).json();
    expect((await call(m, 'GET', '/tax/v1/list')).json()).toMatchObject({
      total: 2,
      docs: [{ name: 'GST' }, { name: 'Cess' }],
    });

    const changed = await call(m, 'PUT', `/tax/v1/${fixed.id}`, { value: 3, active: true });
    expect(changed.json()).toMatchObject({ value: 3, active: true });
    await call(m, 'PUT', `/tax/v1/${gst.json().id}`, { deleted: true });
    expect((await call(m, 'GET', '/tax/v1/list')).json().docs.map((d: { name: string }) => d.name)).toEqual([
      'Cess',
    ]);
    expect((await call(m, 'GET', '/tax/v1/list?include_deleted=true')).json().total).toBe(2);

    const other = await merchant();
    expect((await call(other, 'PUT', `/tax/v1/${fixed.id}`, { value: 1 })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/tax/v1/list')).json().total).toBe(0);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const m = await merchant();
    const rate = (
      await call(m, 'POST', '/tax/v1/', { name: 'Flat', value: 150, deduction_type: 'fixed' })
    ).json();
    const before = await t.database.db.select().from(taxRates).where(eq(taxRates.storeId, m.store.id));
    const cases: [string, 'POST' | 'PUT', unknown, Record<string, string>][] = [
      [
        '/tax/v1/',
        'POST',
        { name: 'VAT', value: 120, deduction_type: 'percent' },
        { value: 'A percentage cannot be more than 100' },
      ],
      [
        '/tax/v1/',
        'POST',
        { name: 'VAT', value: -1, deduction_type: 'percent' },
        { value: 'The value cannot be negative' },
      ],
      [
        '/tax/v1/',
        'POST',
        { name: '<b>VAT</b>', value: 5, deduction_type: 'flat' },
        {
          name: 'Please remove HTML tags from this text',
          deduction_type: 'Choose percent or fixed',
        },
      ],
      [
        `/tax/v1/${rate.id}`,
        'PUT',
        { deduction_type: 'percent' },
        { value: 'A percentage cannot be more than 100' },
      ],
      [`/tax/v1/${rate.id}`, 'PUT', { value: -2 }, { value: 'The value cannot be negative' }],
    ];
    for (const [url, method, payload, fields] of cases) {
      const res = await call(m, method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect(await t.database.db.select().from(taxRates).where(eq(taxRates.storeId, m.store.id))).toEqual(
      before,
    );
  });

  it('needs the tax permission to change rates', async () => {
    const m = await merchant(['setting.policy.all']);
    expect(
      (await call(m, 'POST', '/tax/v1/', { name: 'GST', value: 18, deduction_type: 'percent' })).statusCode,
    ).toBe(403);
    expect((await call(m, 'GET', '/tax/v1/list')).statusCode).toBe(200);
  });
});
