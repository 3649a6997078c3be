import type PgBoss from 'pg-boss';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { DrainingBoss } from '../../jobs/draining-boss';
import { type Sender, SHOPIFY_WEBHOOK_QUEUE } from '../../outbox/queue';
import { executorOf } from '../../outbox/sql-executor';
import { processWebhook } from './process-webhook';

/** One queue for every accepted Shopify webhook; the job names the shopify_webhooks row. */
const WEBHOOK_QUEUE = SHOPIFY_WEBHOOK_QUEUE;
type WebhookJob = { webhookId: string };

/**
 * Retries with exponential back-off (2 s, 4 s, ... about 4.5 hours in all with jitter): a handler that
 * waits for our own write to land, or a platform that is down, gets time. A row that still fails keeps
 * its payload and is marked failed, never dropped.
 */
const RETRY = { retryLimit: 12, retryDelay: 2, retryBackoff: true } as const;

async function ensureWebhookQueue(boss: PgBoss): Promise<void> {
  if (!(await boss.getQueue(WEBHOOK_QUEUE)))
    await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, expireInSeconds: 120 });
}

/** Sends the job inside `tx`: it exists exactly when the webhook row commits. */
export async function sendWebhookJob(sender: Sender, tx: Tx, webhookId: string): Promise<void> {
  await sender.send(WEBHOOK_QUEUE, { webhookId } satisfies WebhookJob, { ...RETRY, db: executorOf(tx) });
}

export type WebhookWorker = { stop(timeoutMs?: number): Promise<void> };

/** Starts the worker that processes accepted webhooks; a failed attempt is thrown back for a retry. */
export async function startWebhookWorker(
  deps: Deps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<WebhookWorker> {
  const boss = new DrainingBoss(executorOf(deps.db), { schedule: false });
  boss.on('error', (error) => console.error('[webhooks]', error));
  await boss.start();
  await ensureWebhookQueue(boss);
  await boss.work<WebhookJob>(
    WEBHOOK_QUEUE,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      if (!job) return;
      const final = job.retryCount >= (job.retryLimit ?? RETRY.retryLimit);
      const result = await processWebhook(deps, job.data.webhookId, { final });
      if (result === 'retry') throw new Error('webhook processing failed; see shopify_webhooks.outcome');
    },
  );
  return { stop: (timeoutMs = 10_000) => boss.drain(timeoutMs) };
}
