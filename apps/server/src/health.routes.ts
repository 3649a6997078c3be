import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from './deps';

const healthResponse = z.object({ status: z.literal('ok') });

/** For load balancers and the test harness: answers only when the database does. */
export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
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
  };
