import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, passwordLinks, users } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { createStore, logInAs } from '../../test/factories';
import { growStoreWithAdmin, latestLink, type Member, signIn } from '../../test/team-kit';
import { embeddedDb } from '../../test/test-db';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(embeddedDb)('team API on %s', (kind) => {
  const t = useTestApp(kind);
  const call = (m: Pick<Member, 'headers'>, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: m.headers,
      payload: payload as Record<string, unknown>,
    });
  const rowsOf = (storeId: string) =>
    t.database.db.select().from(users).where(eq(users.storeId, storeId)).orderBy(users.createdAt);

  it('invites, lists, searches, changes, resends and removes a member', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const invited = await call(admin, 'POST', '/user/v1', {
      email: 'Priya@Example.com',
      name: 'Priya Shah',
      permissions: ['request.approve', 'request.all.view', 'request.approve'],
    });
    expect(invited.statusCode).toBe(200);
    const member = invited.json();
    expect(member).toMatchObject({
      email: 'Priya@Example.com',
      name: 'Priya Shah',
      user_type: 'staff',
      permissions: ['request.all.view', 'request.approve'],
      status: 'invited',
    });
    const { email, token } = await latestLink(t.database.db, 'Priya@Example.com');
    expect(email).toMatchObject({ kind: 'invite', subject: `Join ${admin.store.name} on Roundtrip` });
    expect(email.body).toContain('expires in 7 days');
    const [link] = await t.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, member.id));
    expect(link).toMatchObject({ purpose: 'invite', usedAt: null });
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.expiresAt.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    const handOver = await call(admin, 'GET', `/user/v1/${member.id}/invite-email`);
    expect(handOver.json()).toMatchObject({ recipient: 'Priya@Example.com', body: email.body });

    const again = await call(admin, 'POST', '/user/v1', { email: 'priya@example.COM' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ email: 'This email is already on the team' });

    t.clock.advance(1000);
    await call(admin, 'POST', '/user/v1', { email: 'omar@example.com', name: 'Omar' });
    const list = await call(admin, 'GET', '/user/v1?page=1&limit=2');
    expect(list.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    const rest = (await call(admin, 'GET', '/user/v1?page=2&limit=2')).json();
    expect([...list.json().docs, ...rest.docs].map((d: { email: string }) => d.email).sort()).toEqual(
      ['Priya@Example.com', 'omar@example.com', admin.user.email].sort(),
    );
    const found = (await call(admin, 'GET', '/user/v1?search=SHAH')).json();
    expect(found.docs.map((d: { id: string }) => d.id)).toEqual([member.id]);
    expect((await call(admin, 'GET', '/user/v1?search=%25')).json().total).toBe(0);
    expect((await call(admin, 'GET', `/user/v1/${member.id}`)).json()).toEqual(member);

    const changed = await call(admin, 'PUT', `/user/v1/${member.id}`, {
      name: 'Priya S',
      permissions: ['user.view'],
    });
    expect(changed.json()).toMatchObject({ name: 'Priya S', permissions: ['user.view'] });

    t.clock.advance(1000);
    const resent = await call(admin, 'PATCH', `/user/v1/${member.id}`);
    expect(resent.json()).toEqual({
      message: 'We emailed Priya@Example.com a link to choose a new password',
    });
    // Still invited: the new email is an invite again, and the first link no longer works.
    expect((await latestLink(t.database.db, 'Priya@Example.com')).email.kind).toBe('invite');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/user/set-password',
      payload: { token, password: 'a long uncommon passphrase' },
    });
    expect(first.statusCode).toBe(400);

    const removed = await call(admin, 'DELETE', `/user/v1/${member.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await rowsOf(admin.store.id)).map((u) => u.email).sort()).toEqual(
      [admin.user.email, 'omar@example.com'].sort(),
    );
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const cases: [Method, string, unknown, Record<string, string>][] = [
      ['POST', '/user/v1', { email: 'not-an-email' }, { email: 'Please enter a valid email id' }],
      ['POST', '/user/v1', {}, { email: 'Please enter a valid email id' }],
      ['POST', '/user/v1', { email: 'a@example.com', name: 'R2D2' }, { name: 'Use letters and spaces only' }],
      [
        'POST',
        '/user/v1',
        { email: 'a@example.com', permissions: ['request.approve', 'root'] },
        { 'permissions.1': 'Unknown permission' },
      ],
      ['PUT', `/user/v1/${admin.user.id}`, {}, { body: 'Send a name or permissions to change' }],
      ['GET', '/user/v1?limit=0', undefined, { limit: 'Limit must be from 1 to 100' }],
    ];
    for (const [method, url, payload, fields] of cases) {
      const res = await call(admin, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect(await rowsOf(admin.store.id)).toHaveLength(1);
    expect(await t.database.db.select().from(notifications)).toHaveLength(0);
  });

  it('answers 403 naming the permission to staff without it, and changes nothing', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const reader = await signIn(t.app, t.database.db, admin.store, { permissions: ['request.all.view'] });
    const viewer = await signIn(t.app, t.database.db, admin.store, { permissions: ['user.view'] });
    const before = await rowsOf(admin.store.id);
    const id = admin.user.id;
    const needEdit: [Method, string, unknown][] = [
      ['POST', '/user/v1', { email: 'new@example.com' }],
      ['PUT', `/user/v1/${id}`, { name: 'Changed' }],
      ['PATCH', `/user/v1/${id}`, undefined],
      ['DELETE', `/user/v1/${id}`, undefined],
      ['GET', `/user/v1/${id}/invite-email`, undefined],
    ];
    for (const [method, url, payload] of needEdit) {
      const res = await call(viewer, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You need the "user.edit" permission (Add, edit and remove team members)',
      });
    }
    for (const url of ['/user/v1', `/user/v1/${id}`, '/permission/v1/list']) {
      const res = await call(reader, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('You need the "user.view" permission (See team members)');
    }
    // Anyone reads their own profile.
    expect((await call(reader, 'GET', `/user/v1/${reader.user.id}`)).json().email).toBe(reader.user.email);
    expect(await rowsOf(admin.store.id)).toEqual(before);
    expect(await t.database.db.select().from(notifications)).toHaveLength(0);
  });

  it("answers 404 for another store's member and leaves them as they were", async () => {
    const a = await growStoreWithAdmin(t.app, t.database.db);
    const b = await growStoreWithAdmin(t.app, t.database.db);
    const theirs = b.user.id;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken Over' }],
      ['PATCH', undefined],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(a, method, `/user/v1/${theirs}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    }
    expect((await call(a, 'GET', '/user/v1')).json().total).toBe(1);
    expect(await rowsOf(b.store.id)).toEqual([b.user]);
  });

  it('keeps staff with user.edit within their own permissions and off the admins', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const lead = await signIn(t.app, t.database.db, admin.store, {
      permissions: ['user.view', 'user.edit', 'request.approve'],
    });
    const grab = await call(lead, 'POST', '/user/v1', {
      email: 'x@example.com',
      permissions: ['request.approve', 'request.refund', 'billing.edit'],
    });
    expect(grab.statusCode).toBe(403);
    expect(grab.json().message).toBe(
      'You cannot grant permissions you do not hold: request.refund, billing.edit',
    );
    const staff = (
      await call(lead, 'POST', '/user/v1', { email: 'x@example.com', permissions: ['request.approve'] })
    ).json();
    expect(staff.permissions).toEqual(['request.approve']);
    expect(
      (await call(lead, 'PUT', `/user/v1/${lead.user.id}`, { permissions: ['billing.edit'] })).statusCode,
    ).toBe(403);
    const onAdmin = await call(lead, 'PUT', `/user/v1/${admin.user.id}`, { name: 'Demoted' });
    expect(onAdmin.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only an admin can change an admin' });
    expect((await call(lead, 'DELETE', `/user/v1/${admin.user.id}`)).statusCode).toBe(403);
    const self = await call(admin, 'DELETE', `/user/v1/${admin.user.id}`);
    expect(self.json().message).toBe('You cannot remove yourself from the team');
    const adminPermissions = await call(admin, 'PUT', `/user/v1/${admin.user.id}`, { permissions: [] });
    expect(adminPermissions.statusCode).toBe(409);
    expect(await rowsOf(admin.store.id)).toHaveLength(3);
  });

  it('holds a free store to its one user', async () => {
    const store = await createStore(t.database.db, { planName: 'FREE_ONBOARD' });
    const admin = await signIn(t.app, t.database.db, store, {});
    const res = await call(admin, 'POST', '/user/v1', { email: 'second@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
    expect(await rowsOf(store.id)).toHaveLength(1);
  });

  it('applies a removed permission and a removed member on their very next request', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const viewer = await signIn(t.app, t.database.db, admin.store, { permissions: ['user.view'] });
    expect((await call(viewer, 'GET', '/user/v1')).statusCode).toBe(200);
    await call(admin, 'PUT', `/user/v1/${viewer.user.id}`, { permissions: ['request.all.view'] });
    expect((await call(viewer, 'GET', '/user/v1')).statusCode).toBe(403);
    await call(admin, 'DELETE', `/user/v1/${viewer.user.id}`);
    const gone = await call(viewer, 'GET', `/user/v1/${viewer.user.id}`);
    expect(gone.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      payload: { refresh_token: viewer.refresh, store: admin.store.domain },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('lists the permission catalogue with the defaults marked', async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const { docs } = (await call(admin, 'GET', '/permission/v1/list')).json();
    expect(docs[0]).toEqual({ name: 'dashboard.view', label: 'See the dashboard', default: false });
    expect(docs.filter((d: { default: boolean }) => d.default).map((d: { name: string }) => d.name)).toEqual([
      'request.all.view',
      'setting.policy.all',
    ]);
  });

  it("changes the user's own name, email (with the password) and password", async () => {
    const admin = await growStoreWithAdmin(t.app, t.database.db);
    const other = await signIn(t.app, t.database.db, admin.store, { permissions: [] });
    const renamed = await call(admin, 'PUT', '/user/v1/contact-update', {
      name: 'Asha Rao',
      email: admin.user.email.toUpperCase(),
    });
    expect(renamed.json()).toMatchObject({ name: 'Asha Rao', email: admin.user.email.toUpperCase() });
    const noProof = await call(admin, 'PUT', '/user/v1/contact-update', {
      name: 'Asha',
      email: 'asha@example.com',
    });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().fields).toEqual({ current_password: 'Your current password is not correct' });
    const taken = await call(admin, 'PUT', '/user/v1/contact-update', {
      name: 'Asha',
      email: other.user.email,
      current_password: 'correct horse battery',
    });
    expect(taken.statusCode).toBe(409);
    const moved = await call(admin, 'PUT', '/user/v1/contact-update', {
      name: 'Asha',
      email: 'asha@example.com',
      current_password: 'correct horse battery',
    });
    expect(moved.json()).toMatchObject({ name: 'Asha', email: 'asha@example.com' });

    const second = await logInAs(t.app, admin.store, { ...admin.user, email: 'asha@example.com' });
    const refusals: [unknown, Record<string, string>][] = [
      [
        { current_password: 'wrong password!!', new_password: 'a long uncommon passphrase' },
        { current_password: 'Your current password is not correct' },
      ],
      [
        { current_password: 'correct horse battery', new_password: 'elevenchars' },
        { new_password: 'Use at least 12 characters' },
      ],
      [
        { current_password: 'correct horse battery', new_password: 'QWERTY123456' },
        {
          new_password:
            'This password is one of the 10,000 most common passwords; choose one that is harder to guess',
        },
      ],
    ];
    for (const [payload, fields] of refusals) {
      const res = await call(admin, 'PUT', '/user/v1/password', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    const changed = await call(admin, 'PUT', '/user/v1/password', {
      current_password: 'correct horse battery',
      new_password: 'twelve chars',
    });
    expect(changed.statusCode).toBe(200);
    // This session goes on; the other login of the same user ended.
    expect((await call(admin, 'GET', `/user/v1/${admin.user.id}`)).statusCode).toBe(200);
    expect(
      (await call({ headers: { authorization: `Bearer ${second.token}` } }, 'GET', '/user/v1')).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'asha@example.com', password: 'twelve chars', store: admin.store.domain },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, admin.user.id), eq(users.storeId, admin.store.id)));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
