import type { Tx } from '../../db/client';
import type { RequestEventRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { type Sender, WEBHOOK_QUEUE } from '../../outbox/queue';
import { executorOf } from '../../outbox/sql-executor';
import { queueWebhookDeliveries } from './endpoints';

// The outgoing webhooks' jobs on the outbox queue; jobs/webhook-deliveries.ts works them.

export type WebhookJob = { deliveryId: string };

/**
 * The job's own retries only cover a worker that died mid-attempt; the schedule's retries are new
 * jobs with `startAfter` (the attempt count lives on the delivery row, so a repeat is harmless).
 */
const JOB_OPTIONS = { retryLimit: 2, retryDelay: 30 } as const;

export async function sendWebhookJob(
  sender: Sender,
  deliveryId: string,
  options: { tx?: Tx; startAfterSeconds?: number } = {},
): Promise<void> {
  await sender.send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob, {
    ...JOB_OPTIONS,
    ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
    ...(options.tx && { db: executorOf(options.tx) }),
  });
}

/**
 * Called by recordRequestEvents (request-events/), in the event's transaction: one delivery per
 * subscribed endpoint and its job, so they exist exactly when the event does.
 */
export async function queueEventWebhooks(
  deps: Pick<Deps, 'sender'>,
  tx: Tx,
  event: RequestEventRow,
): Promise<void> {
  for (const id of await queueWebhookDeliveries(tx, event)) await sendWebhookJob(deps.sender, id, { tx });
}
