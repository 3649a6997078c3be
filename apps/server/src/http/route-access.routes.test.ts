import { PERMISSIONS, permissionRefusal } from '@roundtrip/core/permissions';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { users } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { bearer, createUser, logInAs } from '../test/factories';
import { merchant } from '../test/request-setup';
import type { RouteAccess } from './route-access';
import { enforceRouteAccess } from './route-access';

type Route = { method: string; path: string; access: RouteAccess | undefined };

describe('route access (docs/security.md)', () => {
  const t = useTestApp('pglite');

  /** Every API operation of the OpenAPI document with the access its route declares. */
  const apiRoutes = (): Route[] => {
    const spec = t.app.swagger() as {
      paths: Record<string, Record<string, { 'x-access'?: RouteAccess }>>;
    };
    return Object.entries(spec.paths).flatMap(([path, methods]) =>
      path.startsWith('/api/')
        ? Object.entries(methods).map(([method, op]) => ({
            method: method.toUpperCase(),
            path,
            access: op['x-access'],
          }))
        : [],
    );
  };

  /** Every row of every table, as one fingerprint per table: any insert, update or delete shows. */
  const fingerprint = async () => {
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const prints: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ print: string | null }>(
        t.database.db,
        sql`select md5(string_agg(r::text, '|' order by r::text)) as print from ${sql.identifier(name)} r`,
      );
      prints[name] = row?.print ?? '';
    }
    return prints;
  };

  it('declares access on every API route, and refuses to start with a route that declares none', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`)).toEqual([]);

    const app = Fastify();
    enforceRouteAccess(app, t.deps, '/api');
    await expect(
      app.register(async (api) => api.get('/forgotten', async () => 'ok'), { prefix: '/api' }),
    ).rejects.toThrow('GET /api/forgotten declares no access');
    await app.close();
  });

  it('answers 403 naming the permission to staff holding every other one, and changes nothing', async () => {
    const admin = await merchant(t);
    const request = await admin.request();
    const staff = await createUser(t.database.db, admin.store.id, { userType: 'staff', permissions: [] });
    const { token } = await logInAs(t.app, admin.store, staff);
    const before = await fingerprint();

    const guarded = apiRoutes().filter(
      (r): r is Route & { access: (typeof PERMISSIONS)[number] } =>
        r.access !== undefined && r.access !== 'member' && r.access !== 'public',
    );
    const refused: string[] = [];
    for (const permission of new Set(guarded.map((r) => r.access))) {
      // Read on every request: the change applies to the next one, no new login needed.
      await t.database.db
        .update(users)
        .set({ permissions: PERMISSIONS.filter((p) => p !== permission) })
        .where(eq(users.id, staff.id));
      for (const route of guarded.filter((r) => r.access === permission)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.path.replace(/\{[^}]+\}/g, request.id),
          headers: bearer(token),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${route.method} ${route.path}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
        expect(res.json(), label).toEqual({ code: 'FORBIDDEN', message: permissionRefusal(permission) });
        refused.push(label);
      }
    }
    expect(refused).toContain('POST /api/return-exchange/v1/{id}/approve');
    await t.database.db.update(users).set({ permissions: [] }).where(eq(users.id, staff.id));
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const signedIn = apiRoutes().filter((r) => r.access !== 'public');
    expect(signedIn.some((r) => r.access === 'member')).toBe(true);
    for (const route of signedIn) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.path}: ${res.body}`).toBe(401);
    }
  });

  it("declares in the OpenAPI document the security each route's access table asks for", async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{
      security?: unknown[];
      paths: Record<string, Record<string, { 'x-access'?: RouteAccess; security?: unknown[] }>>;
    }>();
    const wrong: string[] = [];
    const publicPaths: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, op] of Object.entries(methods)) {
        const declared = op.security ?? doc.security ?? [];
        const expected = op['x-access'] === 'public' ? [] : [{ bearer: [] }];
        if (JSON.stringify(declared) !== JSON.stringify(expected))
          wrong.push(`${method} ${path} (${op['x-access']}): ${JSON.stringify(declared)}`);
        if (op['x-access'] === 'public') publicPaths.push(`${method} ${path}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        'post /api/user/login',
        'post /api/user/refresh-token',
        'post /api/user/logout',
        'get /api/return-exchange-reason/v1',
      ]),
    );
  });
});
