import { and, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { sendWebhookJob } from '../../providers/webhooks-out/webhook-jobs';

/**
 * Sends a message again from the log, with the same `webhook-id` (receivers that already took it can
 * drop it) and a fresh retry schedule. The endpoint must be on: a disabled one is turned on first.
 */
export async function replayWebhookDelivery(deps: Deps, storeId: string, deliveryId: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ enabled: webhookEndpoints.enabled })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.storeId, storeId)));
    if (!row) throw notFound('No such delivery');
    if (!row.enabled) throw new AppError('CONFLICT', 'Turn the webhook on before replaying its deliveries');
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: deps.clock() })
      .where(eq(webhookDeliveries.id, deliveryId));
    await sendWebhookJob(deps.sender, deliveryId, { tx });
  });
  return { delivery_id: deliveryId };
}
