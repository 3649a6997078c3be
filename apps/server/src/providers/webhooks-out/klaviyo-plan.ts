import { planRequiredMessage } from '@roundtrip/core/plans';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { hasFeature } from '../../store/billing';

/**
 * Klaviyo is a Grow feature (docs/plans.md): an event for a store whose plan no longer has it (a
 * downgrade) is not sent. The delivery ends as failed with the reason in its log, never retried.
 * Answers true when it stopped the delivery.
 */
export async function stopKlaviyoWithoutPlan(
  deps: Pick<Deps, 'config' | 'clock'>,
  db: Db,
  deliveryId: string,
) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, kind: webhookEndpoints.kind, store: stores })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(stores, eq(stores.id, webhookDeliveries.storeId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (row?.kind !== 'klaviyo' || row.delivery.status !== 'pending') return false;
  if (hasFeature(deps.config, row.store, 'klaviyo')) return false;
  await db.transaction(async (tx) => {
    const stopped = await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
      .returning({ id: webhookDeliveries.id });
    if (stopped.length === 0) return;
    await tx.insert(webhookAttempts).values({
      storeId: row.delivery.storeId,
      deliveryId,
      attempt: row.delivery.attempts + 1,
      responseStatus: null,
      latencyMs: 0,
      responseExcerpt: `Not sent: ${planRequiredMessage('klaviyo')}`,
      createdAt: deps.clock(),
    });
  });
  return true;
}
