import type { AttemptOutcome } from '@roundtrip/core/webhooks';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Tx } from '../../db/client';
import { type RequestEventRow, webhookDeliveries } from '../../db/schema';
import { ownerOf } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { type Sender, WEBHOOK_QUEUE } from '../../outbox/queue';
import { executorOf } from '../../outbox/sql-executor';
import { emailEndpointDisabled } from './endpoint-disabled-email';
import { queueWebhookDeliveries } from './endpoints';
import { stopKlaviyoWithoutPlan } from './klaviyo-plan';
import { runWebhookAttempt } from './run-attempt';

type WebhookJob = { deliveryId: string };

/** One attempt may take this long (connect, headers, body): a slow receiver holds one job, briefly. */
const WEBHOOK_TIMEOUT_MS = 10_000;

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

/**
 * The job body: one attempt (runWebhookAttempt logs it and updates the endpoint), then the next job
 * per the retry schedule, or the merchant's email when the schedule is exhausted. A system path: the
 * owner connection. `random` is passed by tests to pin the jitter.
 */
export async function runWebhookJob(
  deps: Deps,
  deliveryId: string,
  random: () => number = Math.random,
): Promise<AttemptOutcome | null> {
  const db = ownerOf(deps.db);
  if (await stopKlaviyoWithoutPlan(deps, db, deliveryId)) return null;
  const outcome = await runWebhookAttempt(db, deps.config.encryptionKey, deliveryId, {
    allowLoopback: deps.config.webhooksAllowLoopback ?? false,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    now: deps.clock,
    random,
  });
  if (outcome?.kind === 'retry') {
    await sendWebhookJob(deps.sender, deliveryId, { startAfterSeconds: outcome.delaySeconds });
  } else if (outcome?.kind === 'exhausted') {
    const [delivery] = await db
      .select({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (delivery) await emailEndpointDisabled(deps, delivery.endpointId);
  }
  return outcome;
}

/** Workers of the webhook queue, apart from the side effects: a slow receiver never holds those up. */
export async function workWebhookDeliveries(
  deps: Deps,
  boss: PgBoss,
  options: { pollingIntervalSeconds: number; concurrency: number },
): Promise<void> {
  for (let i = 0; i < options.concurrency; i++) {
    await boss.work<WebhookJob>(
      WEBHOOK_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
      async ([job]) => {
        if (job) await runWebhookJob(deps, job.data.deliveryId);
      },
    );
  }
}
