import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from './deps';
import { type Lifecycle, readinessCheck } from './readiness';

const healthResponse = z.object({ status: z.literal('ok') });
const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    accepting: z.boolean().describe('false once the process is shutting down'),
    database: z.boolean(),
    migrations: z.boolean().describe('every migration of this build is applied'),
    jobs: z.boolean().describe('this process runs its job workers'),
  }),
});

/** An app built without main.ts (tests, scripts) runs no job workers, so it is never ready. */
const noWorkers: Lifecycle = { jobsStarted: false, shuttingDown: false };

/** For load balancers, orchestrators and the test harness (docs/scale.md). */
export const healthRoutes =
  (deps: Deps, lifecycle: Lifecycle = noWorkers): FastifyPluginAsyncZod =>
  async (app) => {
    const readiness = readinessCheck(deps.db, lifecycle);

    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          security: [],
          response: { 200: healthResponse },
        },
      },
      async () => {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      },
    );

    // Restart the process when this fails; it asks nothing of the database, whose outage a restart
    // would not cure.
    app.get(
      '/health/live',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers',
          security: [],
          response: { 200: healthResponse },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Readiness: send traffic here (503 while shutting down or without its database)',
          security: [],
          response: { 200: readinessResponse, 503: readinessResponse },
        },
      },
      async (_request, reply) => {
        const checks = await readiness();
        const ready = Object.values(checks).every(Boolean);
        return reply
          .status(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: ready ? 'ready' : 'not_ready', checks });
      },
    );
  };
