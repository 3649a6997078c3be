import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { stores } from '../db/schema';
import { createShopifyAccess } from '../platform/shopify/connection/database-access';
import { bearer, createStore, createUser, logInAs } from '../test/factories';
import { approveInstall, sessionToken, useShopifyConnectTest } from '../test/shopify-connect-kit';
import { embeddedDb } from '../test/test-db';

/** docs/security.md: connecting Shopify in every way leaves none of its secrets in the request logs. */
describe.each(embeddedDb)('Shopify secrets in the request logs on %s', (kind) => {
  const t = useShopifyConnectTest(kind);

  it('never writes a token, refresh token, code, session token, client secret or login ticket', async () => {
    const lines: string[] = [];
    const dist = mkdtempSync(join(tmpdir(), 'roundtrip-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Roundtrip</title>');
    const app = await buildApp({
      ...t.deps,
      webDist: dist,
      config: { ...t.deps.config, logLevel: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    const secrets: string[] = [];
    try {
      // OAuth: the callback carries the code; the install ends on a ticket.
      const shop = t.newShop();
      const query = await approveInstall(t, shop);
      secrets.push(query.code ?? '');
      const callback = await app.inject({
        method: 'GET',
        url: `/api/shopify/v1/callback?${new URLSearchParams(query)}`,
      });
      const ticket = new URL(String(callback.headers.location), 'http://x').hash.replace('#ticket=', '');
      secrets.push(ticket);
      const login = await app.inject({
        method: 'POST',
        url: '/api/shopify/v1/login-ticket',
        payload: { ticket, password: 'a long shop password' },
      });
      expect(login.statusCode).toBe(200);
      secrets.push(login.json().token, login.json().refresh_token, 'a long shop password');

      // A refresh after a 401, through the adapter's access.
      const storeId = (await t.database.db.select({ id: stores.id }).from(stores).limit(1))[0]?.id ?? '';
      const access = createShopifyAccess(t.deps);
      await access.refreshAfterUnauthorized(storeId, (await access.forStore(storeId)).accessToken);

      // The embedded admin: id_token on the page, then the session token as a bearer token.
      const embedded = t.newShop();
      const idToken = await sessionToken(embedded, t.clock.read());
      secrets.push(idToken);
      await app.inject({
        method: 'GET',
        url: `/admin/dashboard?embedded=1&shop=${embedded}&id_token=${idToken}`,
      });
      const session = await app.inject({
        method: 'POST',
        url: '/api/shopify/v1/embedded-session',
        headers: bearer(idToken),
      });
      expect(session.statusCode).toBe(200);
      secrets.push(session.json().token, session.json().refresh_token);

      // Pasted token and client credentials from the settings page.
      const store = await createStore(t.database.db);
      const user = await createUser(t.database.db, store.id);
      const { token } = await logInAs(app, store, user);
      const pasted = t.newShop();
      t.fake.rotateToken(pasted, 'shpat_pasted_secret_value');
      secrets.push('shpat_pasted_secret_value', 'shpss_pasted0secret0value0000000000');
      const byToken = await app.inject({
        method: 'POST',
        url: '/api/shopify/v1/connection/admin-token',
        headers: bearer(token),
        payload: {
          shop: pasted,
          access_token: 'shpat_pasted_secret_value',
          api_secret_key: 'shpss_pasted0secret0value0000000000',
        },
      });
      expect(byToken.statusCode).toBe(200);
      const other = await createStore(t.database.db);
      const { token: otherToken } = await logInAs(app, other, await createUser(t.database.db, other.id));
      const ccShop = t.newShop();
      t.oauth.addCustomApp({
        shop: ccShop,
        clientId: 'cc-log',
        clientSecret: 'cc-log-secret-value',
        scope: 'write_orders',
      });
      secrets.push('cc-log-secret-value');
      const byCredentials = await app.inject({
        method: 'POST',
        url: '/api/shopify/v1/connection/client-credentials',
        headers: bearer(otherToken),
        payload: { shop: ccShop, client_id: 'cc-log', client_secret: 'cc-log-secret-value' },
      });
      expect(byCredentials.statusCode).toBe(200);
      // A refused token is logged as a 400, still without the token.
      await app.inject({
        method: 'POST',
        url: '/api/shopify/v1/connection/admin-token',
        headers: bearer(byCredentials.json().token),
        payload: { shop: ccShop, access_token: 'shpat_wrong_secret_value' },
      });
      secrets.push('shpat_wrong_secret_value');
    } finally {
      await app.close();
    }
    secrets.push(...t.oauth.issued);
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log, secret.slice(0, 12)).not.toContain(secret);
    }
  });
});
