import PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { ownerOf } from '../db/tenant-scope';
import { executorOf } from './sql-executor';

/** One queue for every side effect of a request action; the job names the outbox row. */
export const SIDE_EFFECT_QUEUE = 'request-side-effect';

export type SideEffectJob = { sideEffectId: string };

/** Invites and password resets, which belong to no request (notifications/account-emails.ts). */
export const ACCOUNT_EMAIL_QUEUE = 'account-email';

/** Outgoing webhooks: one job per attempt of one delivery (providers/webhooks-out/webhook-jobs.ts). */
export const WEBHOOK_QUEUE = 'webhook-delivery';

/** Accepted Shopify webhooks: one job per row (features/shopify-webhooks/webhook-queue.ts). */
export const SHOPIFY_WEBHOOK_QUEUE = 'shopify-webhook';

/** Retries with exponential back-off (2 s, 4 s, 8 s, ... with jitter), then the request needs attention. */
export const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true } as const;

/**
 * How long an attempt may stay active before pg-boss fails it and retries it: a worker that died
 * mid-job (its job still active) is recovered this way. A queue policy, not a job option, so the
 * workers own it (`startWorkers`' `expireInSeconds`); a job takes the policy in force when it is sent.
 */
export const DEFAULT_EXPIRE_IN_SECONDS = 120;

/**
 * The pg-boss that only sends jobs (no maintenance timers, no workers), on the owner connection; a job
 * sent with a transaction's executor is written in that transaction. Every verb finds it in `Deps`.
 */
export type Sender = PgBoss;

const senders = new WeakMap<Db, Sender>();

/** The database's sender, one per database. Sending needs no start; `startSender` readies the schema. */
export function senderOf(db: Db): Sender {
  let boss = senders.get(db);
  if (!boss) {
    boss = new PgBoss({ db: executorOf(ownerOf(db)), supervise: false, schedule: false, migrate: true });
    boss.on('error', () => {});
    senders.set(db, boss);
  }
  return boss;
}

/**
 * Creates pg-boss's schema and the queues when missing: `buildApp` runs it once, before any request
 * holds a transaction (starting runs SQL, which on PGlite would wait for that transaction).
 */
export async function startSender(sender: Sender): Promise<void> {
  await sender.start();
  await ensureQueue(sender);
  if (!(await sender.getQueue(SHOPIFY_WEBHOOK_QUEUE)))
    await sender.createQueue(SHOPIFY_WEBHOOK_QUEUE, {
      name: SHOPIFY_WEBHOOK_QUEUE,
      expireInSeconds: DEFAULT_EXPIRE_IN_SECONDS,
    });
}

/** Creates the queue when missing; with `expireInSeconds`, also sets that policy on an existing one. */
export async function ensureQueue(boss: PgBoss, expireInSeconds?: number): Promise<void> {
  for (const name of [SIDE_EFFECT_QUEUE, ACCOUNT_EMAIL_QUEUE, WEBHOOK_QUEUE]) {
    if (!(await boss.getQueue(name)))
      await boss.createQueue(name, { name, expireInSeconds: expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS });
    else if (expireInSeconds !== undefined) await boss.updateQueue(name, { name, expireInSeconds });
  }
}

/** Sends the job inside `tx`: it exists exactly when the action's transaction commits. */
export async function sendSideEffect(boss: PgBoss, tx: Tx, sideEffectId: string): Promise<void> {
  await sendSideEffects(boss, tx, [sideEffectId]);
}

/** The jobs of several side effects in one statement, inside `tx` (see `sendSideEffect`). */
export async function sendSideEffects(boss: PgBoss, tx: Tx, sideEffectIds: readonly string[]): Promise<void> {
  if (sideEffectIds.length === 0) return;
  await boss.insert(
    sideEffectIds.map((sideEffectId) => ({
      name: SIDE_EFFECT_QUEUE,
      data: { sideEffectId } satisfies SideEffectJob,
      ...RETRY,
    })),
    { db: executorOf(tx) },
  );
}
