import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { openSession, usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';
import { DEFAULT_REASONS } from './default-reasons';

describe.each(dbKinds)('return and exchange reasons on %s', (kind) => {
  const t = usePortalTest(kind);
  const url = '/api/return-exchange-reason/v1?page=1&limit=100';

  it("answers a shopper's session with the store's active reasons, damage needing photos", async () => {
    await t.database.db.update(reasons).set({ active: false }).where(eq(reasons.name, 'Other'));
    const session = await openSession(t.app);
    const res = await t.app.inject({ url: `${url}&session=${session}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(DEFAULT_REASONS.length - 1);
    expect(body.docs[0]).toMatchObject({ name: 'Size too small', requires_media: false, active: true });
    expect(body.docs.find((r: { name: string }) => r.name === 'Damaged or defective').requires_media).toBe(
      true,
    );
    const exchangeOnly = await t.app.inject({ url: `${url}&session=${session}&kind=exchange` });
    expect(exchangeOnly.json().docs.map((r: { name: string }) => r.name)).not.toContain('Changed my mind');
  });

  it('answers a signed-in merchant with every reason of their store, paged', async () => {
    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const res = await t.app.inject({
      url: '/api/return-exchange-reason/v1?page=2&limit=4',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: DEFAULT_REASONS.length, page: 2, limit: 4 });
    expect(res.json().docs).toHaveLength(4);
  });

  it('gives a new store the default reasons on first read, scoped to that store', async () => {
    const other = await createStore(t.database.db, { domain: 'fresh.myshopify.com' });
    const user = await createUser(t.database.db, other.id);
    const { token } = await logInAs(t.app, other, user);
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.json().total).toBe(DEFAULT_REASONS.length);
    const ids = new Set(res.json().docs.map((r: { id: string }) => r.id));
    const acme = await t.database.db.select().from(reasons).where(eq(reasons.storeId, t.store.id));
    expect(acme.some((r) => ids.has(r.id))).toBe(false);
  });

  it('refuses callers with neither a token nor a session', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${url}&session=${'x'.repeat(43)}` })).statusCode).toBe(401);
  });
});
