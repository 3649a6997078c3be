import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { bearer, createStore, createUser, logInAs } from '../../../test/factories';
import { embeddedDb } from '../../../test/test-db';

describe.each(embeddedDb)('general settings on %s', (kind) => {
  const t = useTestApp(kind);

  async function signedIn(overrides: Parameters<typeof createUser>[2] = {}) {
    const store = await createStore(t.database.db, { name: 'Before', currency: 'INR', country: 'IN' });
    const user = await createUser(t.database.db, store.id, overrides);
    const { token } = await logInAs(t.app, store, user);
    return { store, token };
  }
  const valid = {
    name: 'After',
    store_logo: 'https://cdn.example/new.png',
    currency: 'USD',
    country: 'US',
    support_email: 'help@after.example',
  };

  it('reads and updates the general settings', async () => {
    const { store, token } = await signedIn();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/setting/v1/general',
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().general).toMatchObject({ name: 'Before', currency: 'INR', country: 'IN' });

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/setting/v1/general',
      headers: bearer(token),
      payload: valid,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().general).toEqual(valid);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ name: 'After', logoUrl: 'https://cdn.example/new.png', currency: 'USD' });
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const { store, token } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/setting/v1/general',
      headers: bearer(token),
      payload: { ...valid, name: '   ', currency: 'rupees', support_email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Store name is required',
        currency: 'Currency must be a 3-letter ISO code',
        support_email: 'Please enter a valid email id',
      },
    });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.name).toBe('Before');
  });

  it('refuses currency and country codes that are not on the ISO lists', async () => {
    const { store, token } = await signedIn();
    for (const [currency, country] of [
      ['ABC', 'US'],
      ['USD', 'UK'],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/setting/v1/general',
        headers: bearer(token),
        payload: { ...valid, currency, country },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(
        currency === 'ABC'
          ? { currency: 'Currency must be an ISO 4217 code, like INR' }
          : { country: 'Country must be an ISO 3166 code, like IN' },
      );
    }
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ currency: 'INR', country: 'IN' });
  });

  it('refuses staff without the settings permission with 403', async () => {
    const { token } = await signedIn({ userType: 'staff', permissions: ['request.all.view'] });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/setting/v1/general',
      headers: bearer(token),
      payload: valid,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
