import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectStatus, merchant } from '../../../test/request-setup';
import { embeddedDb } from '../../../test/test-db';

const BASE = 'setting/v1/drop-off-places';

describe.each(embeddedDb)('drop-off places on %s', (kind) => {
  const t = useTestApp(kind);

  it('adds, lists in order, changes and deletes the store’s places', async () => {
    const m = await merchant(t);
    const a = await m.call('POST', BASE, { name: 'Indiranagar', address: '100 Feet Road' });
    expectStatus(a, 201);
    const b = await m.call('POST', BASE, {
      name: 'HSR Layout',
      address: '27th Main',
      translations: { hi: { name: 'एचएसआर लेआउट' } },
    });
    expectStatus(b, 201);
    const list = (await m.call('GET', BASE)).json();
    expect(list.docs.map((p: { name: string }) => p.name)).toEqual(['Indiranagar', 'HSR Layout']);
    expect(list.docs[1].translations).toEqual({
      hi: { name: 'एचएसआर लेआउट', address: '', opening_hours: '' },
    });

    const changed = await m.call('PUT', `${BASE}/${a.json().id}`, {
      name: 'Indiranagar store',
      address: '100 Feet Road',
      opening_hours: '10-8',
      active: false,
    });
    expectStatus(changed, 200);
    expect(changed.json()).toMatchObject({ name: 'Indiranagar store', opening_hours: '10-8', active: false });
    expectStatus(await m.call('DELETE', `${BASE}/${b.json().id}`), 200);
    expect((await m.call('GET', BASE)).json().docs).toHaveLength(1);
  });

  it('refuses a missing name and a map link that is not a web address, field by field', async () => {
    const m = await merchant(t);
    const res = await m.call('POST', BASE, { name: ' ', address: 'x', map_url: 'javascript:alert(1)' });
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Please enter the name of the place',
        map_url: 'Please enter a web address starting with https://',
      },
    });
  });

  it("answers 404 for another store's place and 403 to staff without the policy permission", async () => {
    const m = await merchant(t);
    const other = await merchant(t, { domain: 'other-drop.myshopify.com' });
    const theirs = await other.call('POST', BASE, { name: 'Theirs', address: 'Elsewhere' });
    expectStatus(await m.call('PUT', `${BASE}/${theirs.json().id}`, { name: 'Mine', address: 'x' }), 404);
    expectStatus(await m.call('DELETE', `${BASE}/${theirs.json().id}`), 404);
    expect((await m.call('GET', BASE)).json().docs).toEqual([]);
    const staff = await merchant(t, {
      permissions: ['request.all.view'],
      domain: 'staff-drop.myshopify.com',
    });
    expectStatus(await staff.call('GET', BASE), 403);
  });

  it('keeps drop-off off the portal and asks the merchant for a place until an active one exists', async () => {
    const m = await merchant(t, { domain: 'no-place.myshopify.com' });
    const portalMethods = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/customer/v1/store/no-place' })).json().return_methods;
    const dropOffStep = async () =>
      (await m.call('GET', 'dashboard/v1/home'))
        .json()
        .setup.find((s: { id: string }) => s.id === 'drop_off');

    expect(await portalMethods()).toEqual(['pickup']);
    expect(await dropOffStep()).toMatchObject({
      done: false,
      title: 'Add a drop-off place',
      action: { label: 'Add drop-off place', url: '/admin/settings/drop-off-places' },
    });

    const place = await m.call('POST', BASE, {
      name: 'Indiranagar',
      address: '100 Feet Road',
      active: false,
    });
    expectStatus(place, 201);
    expect(await portalMethods()).toEqual(['pickup']);
    expectStatus(
      await m.call('PUT', `${BASE}/${place.json().id}`, { name: 'Indiranagar', address: 'x' }),
      200,
    );
    expect(await portalMethods()).toEqual(['pickup', 'drop_off']);
    expect((await dropOffStep()).done).toBe(true);
  });

  it('does not ask for a place when the policy offers no drop-off', async () => {
    const m = await merchant(t, { domain: 'ships.myshopify.com', policy: { return_methods: ['pickup'] } });
    const home = (await m.call('GET', 'dashboard/v1/home')).json();
    expect(home.setup.find((s: { id: string }) => s.id === 'drop_off').done).toBe(true);
  });
});
