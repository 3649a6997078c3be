import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { shopifyConnections } from '../../../db/schema';
import { bearer, createStore, createUser, logInAs } from '../../../test/factories';
import { installByOAuth, useShopifyConnectTest } from '../../../test/shopify-connect-kit';
import { dbKinds } from '../../../test/test-db';
import { ShopifyAccessRevokedError } from '../admin-graphql';
import { openRow } from './connections';
import { createShopifyAccess } from './database-access';

describe.each(dbKinds)('Shopify tokens on %s', (kind) => {
  const t = useShopifyConnectTest(kind);
  const access = () => createShopifyAccess(t.deps);
  const liveToken = (shop: string) => t.fake.shop(shop).accessToken;

  it('keeps every token sealed at rest: the row holds no plaintext, and opens only under our key', async () => {
    const shop = t.newShop();
    const storeId = await installByOAuth(t, shop);
    const { accessToken } = await access().forStore(storeId);
    expect(accessToken).toBe(liveToken(shop));
    const [raw] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from shopify_connections`,
    );
    const stored = JSON.stringify(raw);
    expect(stored).not.toContain(accessToken);
    expect(stored).not.toContain('shprt_');
    expect(String(raw?.access_token)).toMatch(/^v1\./);
    const [row] = await t.database.db.select().from(shopifyConnections);
    if (!row) throw new Error('no connection');
    expect(() => openRow(Buffer.alloc(32, 1), row)).toThrow();
    // A sealed value moved to another store's row does not open there either.
    expect(() => openRow(t.deps.config.encryptionKey, { ...row, storeId: crypto.randomUUID() })).toThrow();
  });

  it('refreshes an expiring offline token ahead of its expiry, and rotates the refresh token', async () => {
    const shop = t.newShop();
    const storeId = await installByOAuth(t, shop);
    const first = await access().forStore(storeId);
    t.clock.advance(50 * 60 * 1000);
    expect((await access().forStore(storeId)).accessToken).toBe(first.accessToken);
    expect(t.oauth.refreshes).toHaveLength(0);
    t.clock.advance(6 * 60 * 1000);
    const renewed = await access().forStore(storeId);
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(renewed.accessToken).toBe(liveToken(shop));
    expect(t.oauth.refreshes).toHaveLength(1);
    const [row] = await t.database.db.select().from(shopifyConnections);
    expect(row?.accessTokenExpiresAt?.toISOString()).toBe('2026-11-01T11:56:00.000Z');
    // The next refresh uses the rotated refresh token.
    t.clock.advance(60 * 60 * 1000);
    await access().forStore(storeId);
    expect(t.oauth.refreshes[1]).not.toBe(t.oauth.refreshes[0]);
  });

  it('refreshes once when ten calls meet the same 401 together', async () => {
    const shop = t.newShop();
    const storeId = await installByOAuth(t, shop);
    const { accessToken: rejected } = await access().forStore(storeId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => access().refreshAfterUnauthorized(storeId, rejected)),
    );
    expect(t.oauth.refreshes).toHaveLength(1);
    expect(new Set(answers.map((a) => a.accessToken))).toEqual(new Set([liveToken(shop)]));
    expect((await access().forStore(storeId)).accessToken).toBe(liveToken(shop));
  });

  it('recovers a refresh whose answer was lost, with the refresh token it already sent', async () => {
    const shop = t.newShop();
    const storeId = await installByOAuth(t, shop);
    const { accessToken: rejected } = await access().forStore(storeId);
    t.oauth.loseNextRefreshAnswers = 1;
    const recovered = await access().refreshAfterUnauthorized(storeId, rejected);
    expect(recovered.accessToken).toBe(liveToken(shop));
    expect(t.oauth.refreshes).toHaveLength(2);
    expect(t.oauth.refreshes[1]).toBe(t.oauth.refreshes[0]);

    // Both answers lost: the call fails, the stored refresh token stays, and the next call succeeds.
    const { accessToken: next } = await access().forStore(storeId);
    t.oauth.loseNextRefreshAnswers = 2;
    await expect(access().refreshAfterUnauthorized(storeId, next)).rejects.toThrow();
    const later = await access().refreshAfterUnauthorized(storeId, next);
    expect(later.accessToken).toBe(liveToken(shop));
  });

  it('fetches a client credentials token again before its 24 hours end', async () => {
    const store = await createStore(t.database.db);
    const user = await createUser(t.database.db, store.id);
    const { token } = await logInAs(t.app, store, user);
    const shop = t.newShop();
    t.oauth.addCustomApp({ shop, clientId: 'cc-id', clientSecret: 'cc-secret', scope: 'write_orders' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/connection/client-credentials',
      headers: bearer(token),
      payload: { shop, client_id: 'cc-id', client_secret: 'cc-secret' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = await access().forStore(store.id);
    t.clock.advance(23 * 3600 * 1000 + 56 * 60 * 1000);
    const second = await access().forStore(store.id);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.accessToken).toBe(liveToken(shop));
  });

  it('asks the merchant to connect again when a pasted token is refused', async () => {
    const store = await createStore(t.database.db);
    const user = await createUser(t.database.db, store.id);
    const { token } = await logInAs(t.app, store, user);
    const shop = t.newShop();
    t.fake.rotateToken(shop, 'shpat_pasted');
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/connection/admin-token',
      headers: bearer(token),
      payload: { shop, access_token: 'shpat_pasted', api_secret_key: 'shpss_0123456789abcdef0123456789ab' },
    });
    await expect(access().refreshAfterUnauthorized(store.id, 'shpat_pasted')).rejects.toThrow(
      ShopifyAccessRevokedError,
    );
    // The merchant is told, on Settings → Shopify and in a banner on every page.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/shopify/v1/connection',
      headers: bearer(connected.json().token),
    });
    expect(status.json().access_refused_at).toEqual(expect.any(String));
  });
});
