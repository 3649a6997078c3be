import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { type Merchant, signInMerchant } from '../../test/rules-kit';
import { embeddedDb } from '../../test/test-db';
import { DEFAULT_REASONS } from './default-reasons';

describe.each(embeddedDb)('reason administration on %s', (kind) => {
  const t = useTestApp(kind);
  const base = '/api/return-exchange-reason/v1';
  const merchant = (permissions?: string[]) =>
    signInMerchant(t.app, t.database.db, t.deps.platform, {
      catalogue: false,
      ...(permissions ? { permissions } : {}),
    });
  const call = (
    m: Merchant,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: m.headers, payload: payload as Record<string, unknown> });
  const names = async (m: Merchant) =>
    (await call(m, 'GET', `${base}?page=1&limit=100`)).json().docs.map((r: { name: string }) => r.name);

  it('adds after the defaults, changes, toggles, reorders and deletes reasons', async () => {
    const m = await merchant();
    const created = await call(m, 'POST', base, {
      name: 'Arrived late',
      kind: 'return',
      requires_media: true,
    });
    expect(created.statusCode).toBe(200);
    const reason = created.json();
    expect(reason).toMatchObject({
      name: 'Arrived late',
      kind: 'return',
      requires_media: true,
      active: true,
    });
    expect(await names(m)).toEqual([...DEFAULT_REASONS.map((r) => r.name), 'Arrived late']);

    expect(
      (await call(m, 'PUT', `${base}/${reason.id}`, { name: 'Arrived too late', kind: 'both' })).json(),
    ).toMatchObject({
      name: 'Arrived too late',
      kind: 'both',
      requires_media: true,
    });
    expect((await call(m, 'PATCH', `${base}/${reason.id}`, {})).json().active).toBe(false);
    const reordered = await call(m, 'POST', `${base}/reorder`, { ids: [reason.id] });
    expect(reordered.json().docs[0]).toMatchObject({ id: reason.id, position: 0 });
    expect((await call(m, 'DELETE', `${base}/${reason.id}`)).json()).toEqual({
      id: reason.id,
      deleted: true,
    });
    expect(await names(m)).not.toContain('Arrived too late');

    const other = await merchant();
    const theirs = (await call(other, 'GET', base)).json().docs[0];
    expect((await call(m, 'DELETE', `${base}/${theirs.id}`)).statusCode).toBe(404);
  });

  it('an inactive reason is hidden from shoppers', async () => {
    const m = await merchant();
    const r = (await call(m, 'POST', base, { name: 'Gift not wanted', active: false })).json();
    const [row] = await t.database.db.select().from(reasons).where(eq(reasons.id, r.id));
    expect(row?.active).toBe(false);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const m = await merchant();
    await call(m, 'GET', base);
    const before = await t.database.db.select().from(reasons).where(eq(reasons.storeId, m.store.id));
    for (const [payload, fields] of [
      [{ name: '<script>alert(1)</script>' }, { name: 'Please remove HTML tags from this text' }],
      [{ name: '' }, { name: 'Give the reason a name' }],
      [{ name: 'size TOO small' }, { name: 'A reason with this name already exists' }],
      [{ name: 'Fine', kind: 'refund' }, { kind: expect.any(String) }],
    ] as const) {
      const res = await call(m, 'POST', base, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const first = before[0];
    const put = await call(m, 'PUT', `${base}/${first?.id}`, { name: 'Other' });
    expect(put.json().fields).toEqual({ name: 'A reason with this name already exists' });
    expect(await t.database.db.select().from(reasons).where(eq(reasons.storeId, m.store.id))).toEqual(before);
  });

  it('keeps the last reason and needs the policy permission', async () => {
    const m = await merchant();
    const [only] = (await call(m, 'GET', base)).json().docs;
    await t.database.db.delete(reasons).where(eq(reasons.storeId, m.store.id));
    await t.database.db.insert(reasons).values({ id: only.id, storeId: m.store.id, name: 'Only' });
    const res = await call(m, 'DELETE', `${base}/${only.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Keep at least one reason. Switch it off instead.');
    const staff = await merchant(['request.all.view']);
    expect((await call(staff, 'POST', base, { name: 'New' })).statusCode).toBe(403);
  });
});
