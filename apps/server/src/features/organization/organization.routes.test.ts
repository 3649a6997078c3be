import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

// Store links cross the row-level-security wall on purpose (as owner): checked on both databases.
describe.each(embeddedDb)('organisation (%s)', (kind) => {
  const t = useTestApp(kind);
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function linkedPair() {
    const parent = await merchant(t);
    const child = await merchant(t);
    const res = await api('POST', '/organization/v1/child', parent.token, { store_token: child.token });
    expectStatus(res, 201);
    return { parent, child, linkId: res.json<{ id: string }>().id };
  }

  it('links a child, lists it on both sides and switches only for a member', async () => {
    const { parent, child, linkId } = await linkedPair();
    const fromParent = await api('GET', '/organization/v1', parent.token);
    expect(fromParent.json()).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      docs: [{ id: linkId, store: child.store.domain, relation: 'child', can_switch: true }],
    });
    const fromChild = await api('GET', '/organization/v1', child.token);
    expect(fromChild.json().docs).toMatchObject([{ store: parent.store.domain, relation: 'parent' }]);

    const switched = await api('PATCH', `/organization/v1/${linkId}`, parent.token);
    expectStatus(switched, 200);
    const { token, store } = switched.json<{ token: string; store: string }>();
    expect(store).toBe(child.store.domain);
    const childRequest = await child.request();
    expectStatus(await api('GET', `/return-exchange/v1/${childRequest.id}/common`, token), 200);

    // A staff member of the parent with the permission but no membership in the child.
    const staff = await createUser(t.database.db, parent.store.id, {
      userType: 'staff',
      permissions: ['store.switch'],
    });
    const staffToken = (await logInAs(t.app, parent.store, staff)).token;
    expectStatus(await api('PATCH', `/organization/v1/${linkId}`, staffToken), 403);
    // A stranger's store does not see the link at all.
    const stranger = await createStore(t.database.db);
    const strangerToken = (await logInAs(t.app, stranger, await createUser(t.database.db, stranger.id)))
      .token;
    expectStatus(await api('PATCH', `/organization/v1/${linkId}`, strangerToken), 404);
  });

  it("a child store's user cannot read the parent's requests", async () => {
    const { parent, child } = await linkedPair();
    const parentRequest = await parent.request();
    expectStatus(await api('GET', `/return-exchange/v1/${parentRequest.id}/common`, child.token), 404);
  });

  it('refuses a second parent and an outsider token, and unlinks both sides', async () => {
    const { parent, child, linkId } = await linkedPair();
    const other = await merchant(t);
    const second = await api('POST', '/organization/v1/parent', child.token, { store_token: other.token });
    expectStatus(second, 409);
    expect(second.json().message).toBe('A store has at most one parent store');
    const forged = await api('POST', '/organization/v1/child', other.token, { store_token: 'x'.repeat(40) });
    expectStatus(forged, 400);

    expectStatus(await api('DELETE', `/organization/v1/${linkId}`, parent.token), 204);
    expect((await api('GET', '/organization/v1', child.token)).json().total).toBe(0);
    expectStatus(await api('PATCH', `/organization/v1/${linkId}`, parent.token), 404);
  });
});
