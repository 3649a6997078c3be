import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, requestEvents } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { bearer } from '../../test/factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { type ShippoFake, startShippoFake } from '../../test/shippo-fake/shippo-fake';

// Couriers connect only with a token Shippo accepts (docs/couriers.md).
let shippo: ShippoFake;
beforeAll(async () => {
  shippo = await startShippoFake();
});
afterAll(() => shippo.close());

const t = useTestApp('pglite', {
  couriers: {
    origins: {
      get shippo() {
        return shippo.url;
      },
    },
  },
});

type AppBody = { id: string; key_prefix: string; active: boolean; api_key?: string };

describe('apps and API keys', () => {
  const withKey = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: bearer(key), ...(payload ? { payload } : {}) });

  it('shows the key once, lets it call only its scopes, and stops it when the app is deactivated or deleted', async () => {
    const m = await merchant(t);
    const request = await m.request();

    const scopes = await m.call('GET', 'app-permission/v1/get-permission');
    expectStatus(scopes, 200);
    expect(scopes.json().docs.map((s: { scope: string }) => s.scope)).toContain('requests.read');

    const created = await m.call('POST', 'app/v1/create-app', {
      name: 'ERP sync',
      scopes: ['requests.read'],
    });
    expectStatus(created, 200);
    const app = created.json<AppBody>();
    const key = app.api_key ?? '';
    expect(key).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(app.key_prefix).toBe(key.slice(0, 11));
    // Only the hash is stored, and no later answer carries the key.
    const [row] = await t.database.db.select().from(apps).where(eq(apps.id, app.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(11));
    const details = await m.call('GET', `app/v1/details/${app.id}`);
    expectStatus(details, 200);
    expect(details.body).not.toContain(key);
    expect(details.json()).toMatchObject({ name: 'ERP sync', scopes: ['requests.read'], active: true });
    expect((await m.call('GET', 'app/v1/app-list')).body).not.toContain(key);

    // The key reads requests; approving needs a scope it lacks; people-only routes are closed to it.
    const read = await withKey(key, 'GET', `return-exchange/v1/${request.id}/common`);
    expectStatus(read, 200);
    expect(read.json()).toMatchObject({ id: request.id });
    const approve = await withKey(key, 'POST', `return-exchange/v1/${request.id}/approve`, {});
    expectStatus(approve, 403);
    expect(approve.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('"requests.write"'),
    });
    const team = await withKey(key, 'GET', 'user/v1');
    expectStatus(team, 403);
    expect(team.json().message).toMatch(/not part of the public API/);
    expectStatus(await withKey(key, 'GET', 'app/v1/app-list'), 403);

    // Rescoped: the same key approves from the next request, and the timeline names the app.
    const updated = await m.call('POST', 'app/v1/update-app', {
      id: app.id,
      name: 'ERP sync',
      scopes: ['requests.read', 'requests.write'],
    });
    expectStatus(updated, 200);
    expectStatus(await withKey(key, 'POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    const [approved] = await t.database.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, request.id), eq(requestEvents.type, 'approved')));
    expect(approved).toMatchObject({ actorType: 'system', actorId: `app:${app.id}` });

    expectStatus(await m.call('POST', `app-integration/v1/deactivate/${app.id}`), 200);
    const stopped = await withKey(key, 'GET', `return-exchange/v1/${request.id}/common`);
    expectStatus(stopped, 401);
    expect(stopped.json().code).toBe('UNAUTHENTICATED');
    expect((await m.call('GET', 'app-integration/v1/app-list')).json().docs).toEqual([]);

    // Integrating again issues a new key; the old one stays dead.
    const again = await m.call('POST', `app-integration/v1/integrate-app/${app.id}`);
    expectStatus(again, 200);
    const fresh = again.json<AppBody>().api_key ?? '';
    expect(fresh).not.toBe(key);
    expectStatus(await withKey(fresh, 'GET', `return-exchange/v1/${request.id}/common`), 200);
    expectStatus(await withKey(key, 'GET', `return-exchange/v1/${request.id}/common`), 401);

    expectStatus(await m.call('DELETE', `app/v1/delete-app/${app.id}`), 200);
    expectStatus(await withKey(fresh, 'GET', `return-exchange/v1/${request.id}/common`), 401);
    expectStatus(await m.call('GET', `app/v1/details/${app.id}`), 404);
    // A made-up key of the right shape is refused the same way.
    expectStatus(
      await withKey(`rt_${'A'.repeat(43)}`, 'GET', `return-exchange/v1/${request.id}/common`),
      401,
    );
  });

  it('refuses bad input with 4xx and hides one store’s apps from another', async () => {
    const a = await merchant(t);
    const b = await merchant(t, { domain: 'other-store.myshopify.com' });
    for (const body of [
      {},
      { name: '', scopes: ['requests.read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['orders.delete'] },
    ]) {
      const res = await a.call('POST', 'app/v1/create-app', body);
      expectStatus(res, 400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await a.call('GET', 'app/v1/details/not-a-uuid')).statusCode).toBeLessThan(500);
    expect((await a.call('POST', 'app/v1/update-app', { id: 'x' })).statusCode).toBe(400);

    const app = (
      await a.call('POST', 'app/v1/create-app', { name: 'A only', scopes: ['requests.read'] })
    ).json<AppBody>();
    const aRequest = await a.request();
    expectStatus(await b.call('GET', `app/v1/details/${app.id}`), 404);
    expectStatus(await b.call('DELETE', `app/v1/delete-app/${app.id}`), 404);
    expectStatus(await b.call('POST', `app-integration/v1/deactivate/${app.id}`), 404);
    expectStatus(
      await b.call('POST', 'app/v1/update-app', { id: app.id, name: 'Taken', scopes: ['requests.read'] }),
      404,
    );
    expect((await b.call('GET', 'app/v1/app-list')).json().docs).toEqual([]);
    // B's own key does not reach A's request either.
    const bKey = (
      await b.call('POST', 'app/v1/create-app', { name: 'B', scopes: ['requests.read'] })
    ).json<AppBody>();
    expectStatus(await withKey(bKey.api_key ?? '', 'GET', `return-exchange/v1/${aRequest.id}/common`), 404);
    expect((await a.call('GET', `app/v1/details/${app.id}`)).json()).toMatchObject({
      name: 'A only',
      active: true,
    });
  });

  it('lists every integration with the state its own page gives', async () => {
    const m = await merchant(t);
    const states = async () => {
      const res = await m.call('GET', 'integrations/v1/list');
      expectStatus(res, 200);
      const docs = res.json<{ docs: { key: string; state: string; kind: string }[] }>().docs;
      return Object.fromEntries(docs.map((d) => [`${d.kind}:${d.key}`, d.state]));
    };
    expect(await states()).toMatchObject({
      'courier:sandbox': 'connected',
      'courier:shippo': 'not_connected',
      'courier:fedex': 'not_yet_supported',
      'warehouse:unicommerce': 'not_connected',
      'warehouse:fynd': 'not_yet_supported',
      'payment:stripe': 'not_connected',
      'app:apps': 'not_connected',
      'webhook:webhooks': 'not_connected',
      'marketing:klaviyo': 'not_connected',
    });
    const connect = { courier: 'shippo', credentials: { api_token: shippo.token } };
    expectStatus(await m.call('PUT', 'settings/courier-partners', connect), 200);
    expectStatus(await m.call('POST', 'app/v1/create-app', { name: 'BI', scopes: ['analytics.read'] }), 200);
    expect(await states()).toMatchObject({
      'courier:shippo': 'connected',
      'app:apps': 'connected',
      'marketing:klaviyo': 'not_connected',
    });
  });
});
