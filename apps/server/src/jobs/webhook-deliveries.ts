import type { AttemptOutcome } from '@roundtrip/core/webhooks';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { webhookDeliveries } from '../db/schema';
import { ownerOf } from '../db/tenant-scope';
import type { Deps } from '../deps';
import { emailEndpointDisabled } from '../notifications/endpoint-disabled-email';
import { WEBHOOK_QUEUE } from '../outbox/queue';
import { stopKlaviyoWithoutPlan } from '../providers/webhooks-out/klaviyo-plan';
import { runWebhookAttempt } from '../providers/webhooks-out/run-attempt';
import { sendWebhookJob, type WebhookJob } from '../providers/webhooks-out/webhook-jobs';

/** One attempt may take this long (connect, headers, body): a slow receiver holds one job, briefly. */
const WEBHOOK_TIMEOUT_MS = 10_000;

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
