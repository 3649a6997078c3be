import { and, count, desc, eq } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries } from '../../db/schema';
import type { Deps } from '../../deps';
import { endpointOf } from './webhook-view';

/** One row per attempt at the endpoint, newest first (GET /webhook-log/v1/get/{id}). */
export async function webhookLog(
  deps: Deps,
  storeId: string,
  endpointId: string,
  query: { page: number; limit: number },
) {
  await endpointOf(deps.db, storeId, endpointId);
  const where = and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.storeId, storeId));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ attempt: webhookAttempts, delivery: webhookDeliveries })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(where)
      .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.attempt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db
      .select({ n: count() })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(where),
  ]);
  return {
    docs: rows.map(({ attempt, delivery }) => ({
      id: attempt.id,
      delivery_id: delivery.id,
      topic: delivery.topic,
      attempt: attempt.attempt,
      response_status: attempt.responseStatus,
      latency_ms: attempt.latencyMs,
      response_excerpt: attempt.responseExcerpt,
      delivery_status: delivery.status,
      next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
      created_at: attempt.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
