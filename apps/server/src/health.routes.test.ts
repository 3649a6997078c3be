import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openPostgres } from './db/client';
import type { Lifecycle } from './readiness';
import { useTestApp } from './test/build-test-app';
import { embeddedDb } from './test/test-db';

describe.each(embeddedDb)('health and API docs on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers live without the database, and ready only while every check passes', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });

    // Built without main.ts: no job workers in this process.
    const noWorkers = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(noWorkers.statusCode).toBe(503);
    expect(noWorkers.json()).toEqual({
      status: 'not_ready',
      checks: { accepting: true, database: true, migrations: true, jobs: false },
    });

    const lifecycle: Lifecycle = { jobsStarted: true, shuttingDown: false };
    const app = await buildApp({ ...t.deps, lifecycle });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { accepting: true, database: true, migrations: true, jobs: true },
      });
      lifecycle.shuttingDown = true;
      const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().checks).toMatchObject({ accepting: false, database: true });
    } finally {
      await app.close();
    }
  });

  it('is not ready on a database that is down, or older than this build', async () => {
    // Nothing listens on port 1: the connection is refused, as when PostgreSQL is down.
    const down = openPostgres('postgres://postgres@127.0.0.1:1/roundtrip', 1);
    const lifecycle: Lifecycle = { jobsStarted: true, shuttingDown: false };
    const app = await buildApp({ ...t.deps, db: down.db, lifecycle });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({
        accepting: true,
        database: false,
        migrations: false,
        jobs: true,
      });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      // The database being unreachable is not a fault of ours: 503 with Retry-After, as a balancer expects.
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      await app.close();
      await down.close();
    }

    // This file's own database, made to look as if the newest migration had not run.
    const withLifecycle = await buildApp({ ...t.deps, lifecycle });
    const shift = (by: number) =>
      t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + ${by}
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
    await shift(-1);
    try {
      const behind = await withLifecycle.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().checks).toMatchObject({ database: true, migrations: false });
    } finally {
      await shift(1);
      await withLifecycle.close();
    }
  });

  it('publishes the OpenAPI document and the browsable page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/refresh-token', '/api/dashboard/v1']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
