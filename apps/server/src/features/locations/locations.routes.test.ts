import { describe, expect, it } from 'vitest';
import { seedDemoPlatform } from '../../platform/demo/seed/seed-demo-platform';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('available locations on %s', (kind) => {
  const t = useTestApp(kind);

  it("lists the store's active locations, the default first, and only its own", async () => {
    const store = await createStore(t.database.db);
    const other = await createStore(t.database.db);
    await seedDemoPlatform(t.database.db, { storeId: store.id, orders: 1, refDate: t.clock.read() });
    const user = await createUser(t.database.db, store.id);
    const { token } = await logInAs(t.app, store, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/available-locations',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const { docs } = res.json<{ docs: { id: string; name: string; is_default: boolean }[] }>();
    const expected = (await t.deps.platform.listLocations(store.id)).filter((l) => l.active);
    expect(docs.map((d) => d.id).sort()).toEqual(expected.map((l) => l.id).sort());
    expect(docs[0]?.is_default).toBe(true);
    expect(await t.deps.platform.listLocations(other.id)).toEqual([]);
  });

  it('refuses staff who cannot inspect', async () => {
    const store = await createStore(t.database.db);
    const user = await createUser(t.database.db, store.id, {
      userType: 'staff',
      permissions: ['request.all.view'],
    });
    const { token } = await logInAs(t.app, store, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/available-locations',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
  });
});
