import { TOPIC_EVENT_TYPES } from '@roundtrip/core/webhooks';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { requestEvents, webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { queueEndpointDelivery } from './endpoints';
import { sendWebhookJob } from './webhook-jobs';

/**
 * The workflow action "send a webhook": the request's latest event that has a topic, up to the event
 * that triggered the run (`upToEventId`; none for a time trigger), goes to one of the store's endpoints
 * through the same deliveries, queue, retries and log. A later move of the request does not change what
 * a run sends. Once per endpoint and event: a retried run, another workflow on the same event, or an
 * endpoint already subscribed to that topic queue nothing new (`replayed`).
 */
export async function sendLatestEventToEndpoint(
  deps: Deps,
  target: { storeId: string; requestId: string; endpointId: string; upToEventId?: number },
): Promise<{ replayed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ enabled: webhookEndpoints.enabled })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.id, target.endpointId),
          eq(webhookEndpoints.storeId, target.storeId),
          eq(webhookEndpoints.kind, 'webhook'),
        ),
      );
    if (!endpoint) throw notFound('No such webhook endpoint');
    if (!endpoint.enabled) throw new AppError('CONFLICT', 'This webhook endpoint is turned off');
    const [event] = await tx
      .select()
      .from(requestEvents)
      .where(
        and(
          eq(requestEvents.storeId, target.storeId),
          eq(requestEvents.requestId, target.requestId),
          inArray(requestEvents.type, TOPIC_EVENT_TYPES),
          target.upToEventId === undefined ? undefined : lte(requestEvents.id, target.upToEventId),
        ),
      )
      .orderBy(desc(requestEvents.id))
      .limit(1);
    if (!event) throw notFound('This request has no event to send');
    const id = await queueEndpointDelivery(tx, event, target.endpointId);
    if (id) await sendWebhookJob(deps.sender, id, { tx });
    return { replayed: id === null };
  });
}
