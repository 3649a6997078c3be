import { permissionRefusal } from '@roundtrip/core/permissions';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { createStore } from '../../test/factories';
import { growStoreWithAdmin, type Member, signIn } from '../../test/team-kit';
import { dbKinds } from '../../test/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = {
  action: string;
  target: string;
  target_label: string;
  reason: string;
  change: string;
  actor: { id: string | null; label: string };
  created_at: string;
};

describe.each(dbKinds)('the audit log API on %s', (kind) => {
  const t = useTestApp(kind);
  const call = async (m: Member, method: Method, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: m.headers,
      payload: payload as Record<string, unknown>,
    });
    // Each change lands a second apart, so newest-first is unambiguous.
    t.clock.advance(1000);
    return res;
  };
  const read = async (m: Member, query = '') => {
    const res = await call(m, 'GET', `/setting/v1/audit-log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ docs: Row[]; total: number; page: number; limit: number }>();
  };

  /** One change of each audited kind, made through the API by the store's admin. */
  async function changeEverything(admin: Member) {
    const entry = await call(admin, 'POST', '/setting/v1/list-entries', {
      list: 'block',
      subject: 'email',
      value: 'serial@example.com',
      reason: 'Returned worn items three times',
    });
    expect(entry.statusCode).toBe(201);
    const invited = await call(admin, 'POST', '/user/v1', {
      email: 'priya@example.com',
      name: 'Priya',
      permissions: ['request.all.view'],
    });
    const priya = invited.json<{ id: string }>().id;
    await call(admin, 'PUT', `/user/v1/${priya}`, { permissions: ['request.all.view', 'user.view'] });
    await call(admin, 'PATCH', `/user/v1/${priya}`);
    const created = await call(admin, 'POST', '/app/v1/create-app', {
      name: 'Warehouse sync',
      scopes: ['requests.read'],
    });
    const app = created.json<{ id: string; api_key: string }>();
    await call(admin, 'POST', '/app/v1/update-app', {
      id: app.id,
      name: 'Warehouse sync',
      scopes: ['requests.read', 'analytics.read'],
    });
    await call(admin, 'POST', `/app-integration/v1/deactivate/${app.id}`);
    await call(admin, 'POST', `/app-integration/v1/integrate-app/${app.id}`);
    await call(admin, 'DELETE', `/app/v1/delete-app/${app.id}`);
    expect((await call(admin, 'POST', '/setting/v1/update', { return_window_days: 45 })).statusCode).toBe(
      200,
    );
    // Saving the same policy again changes nothing, so it writes no row.
    expect((await call(admin, 'POST', '/setting/v1/update', { return_window_days: 45 })).statusCode).toBe(
      200,
    );
    await call(admin, 'DELETE', `/user/v1/${priya}`);
    return { priya, apiKey: app.api_key };
  }

  it('lists every audited change newest first, naming who, what, the target and the reason', async () => {
    t.clock.set('2026-11-01T10:00:00.000Z');
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const { apiKey } = await changeEverything(admin);
    const log = await read(admin);
    expect(log).toMatchObject({ total: 11, page: 1, limit: 20 });
    const who = admin.user.name || admin.user.email;
    expect(log.docs.map((d) => [d.action, d.target_label, d.change])).toEqual([
      ['user.removed', 'Priya <priya@example.com>', ''],
      ['policy.updated', 'Return and exchange policy', 'return_window_days: 30 → 45'],
      ['app.deleted', 'App Warehouse sync', ''],
      ['app.key_issued', 'App Warehouse sync', ''],
      ['app.deactivated', 'App Warehouse sync', ''],
      ['app.updated', 'App Warehouse sync', 'scopes added analytics.read'],
      ['app.created', 'App Warehouse sync', ''],
      ['user.password_link_sent', 'Priya <priya@example.com>', ''],
      ['user.updated', 'Priya <priya@example.com>', 'permissions added user.view'],
      ['user.invited', 'Priya <priya@example.com>', ''],
      ['list_entry.added', 'Block: serial@example.com', ''],
    ]);
    expect(log.docs.at(-1)).toMatchObject({
      action: 'list_entry.added',
      target: 'list_entry',
      reason: 'Returned worn items three times',
      actor: { id: admin.user.id, label: who },
    });
    // No key is ever written to the log, only its prefix.
    expect(JSON.stringify(log.docs)).not.toContain(apiKey);
  });

  it('filters by action, target, member and days, and pages', async () => {
    t.clock.set('2026-11-01T10:00:00.000Z');
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    await changeEverything(admin);
    // Two days on, both sign in afresh (the first logins have expired).
    t.clock.set('2026-11-03T10:00:00.000Z');
    const reader = await signIn(t.app, t.database.db, admin.store, {});
    const staff = await signIn(t.app, t.database.db, admin.store, {
      permissions: ['user.view', 'setting.rules.edit'],
    });
    await call(staff, 'POST', '/setting/v1/list-entries', {
      list: 'allow',
      subject: 'order',
      value: '#1042',
      reason: 'Courier lost it',
    });

    const byAction = await read(reader, '?action=list_entry.added');
    expect(byAction.docs.map((d) => d.target_label)).toEqual(['Allow: #1042', 'Block: serial@example.com']);
    const byTarget = await read(reader, '?target=app');
    expect(byTarget.total).toBe(5);
    expect(new Set(byTarget.docs.map((d) => d.target))).toEqual(new Set(['app']));
    const byActor = await read(reader, `?actor=${staff.user.id}`);
    expect(byActor.docs.map((d) => d.action)).toEqual(['list_entry.added']);
    const days = await read(reader, '?from=2026-11-02&to=2026-11-03');
    expect(days.docs.map((d) => d.target_label)).toEqual(['Allow: #1042']);
    expect((await read(reader, '?to=2026-11-01')).total).toBe(11);
    expect((await read(reader, '?from=2026-11-04')).docs).toEqual([]);

    const all = await read(reader);
    const second = await read(reader, '?page=2&limit=5');
    expect(second).toMatchObject({ total: 12, page: 2, limit: 5 });
    expect(second.docs).toEqual(all.docs.slice(5, 10));
    expect((await read(reader, '?page=3&limit=5')).docs).toHaveLength(2);
  });

  it('names a member who left by the email they acted with', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const staff = await signIn(t.app, t.database.db, admin.store, { permissions: ['setting.rules.edit'] });
    await call(staff, 'POST', '/setting/v1/list-entries', {
      list: 'block',
      subject: 'customer_tag',
      value: 'chargeback',
      reason: 'Chargebacks',
    });
    await call(admin, 'DELETE', `/user/v1/${staff.user.id}`);
    const [removed, added] = (await read(admin)).docs;
    expect(removed?.action).toBe('user.removed');
    expect(added?.actor).toEqual({ id: null, label: staff.user.email });
  });

  it('writes no row when the change is refused', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const staff = await signIn(t.app, t.database.db, admin.store, {
      permissions: ['user.edit', 'user.view'],
    });
    const refused = await call(staff, 'POST', '/user/v1', {
      email: 'x@example.com',
      permissions: ['billing.edit'],
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(admin, 'POST', '/setting/v1/update', { return_window_days: -1 })).statusCode).toBe(
      400,
    );
    expect((await read(admin)).docs).toEqual([]);
  });

  it('refuses staff without the team permission, naming it', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const staff = await signIn(t.app, t.database.db, admin.store, {
      permissions: ['request.all.view', 'setting.rules.edit'],
    });
    const res = await call(staff, 'GET', '/setting/v1/audit-log');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: permissionRefusal('user.view') });
  });

  it("never shows another store's rows, even by its member's id", async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    await changeEverything(admin);
    const other = await signIn(
      t.app,
      t.database.db,
      await createStore(t.database.db, { domain: 'b.myshopify.com' }),
      {},
    );
    expect((await read(other)).docs).toEqual([]);
    expect((await read(other, `?actor=${admin.user.id}`)).total).toBe(0);
    expect((await read(admin)).total).toBe(11);
  });

  it.each([
    ['an action the log does not record', '?action=user.hacked', 'action'],
    ['an unknown target', '?target=orders', 'target'],
    ['a member id that is not one', '?actor=42', 'actor'],
    ['a day that is not a date', '?from=01/11/2026', 'from'],
    ['a range that ends before it starts', '?from=2026-11-05&to=2026-11-01', 'to'],
    ['a page size over 100', '?limit=500', 'limit'],
    ['page zero', '?page=0', 'page'],
  ])('answers 400 naming the field for %s', async (_name, query, field) => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const res = await call(admin, 'GET', `/setting/v1/audit-log${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});
