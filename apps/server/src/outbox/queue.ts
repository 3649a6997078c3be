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

/** Retries with exponential back-off (2 s, 4 s, 8 s, ... with jitter), then the request needs attention. */
export const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true } as const;

/**
 * How long an attempt may stay active before pg-boss fails it and retries it: a worker that died
 * mid-job (its job still active) is recovered this way. A queue policy, not a job option, so the
 * workers own it (`startWorkers`' `expireInSeconds`); a job takes the policy in force when it is sent.
 */
export const DEFAULT_EXPIRE_IN_SECONDS = 120;

const senders = new WeakMap<Db, Promise<PgBoss>>();

/**
 * A started pg-boss that only sends (no maintenance timers), one per database, on the owner connection
 * (it may create its schema). Must be awaited before opening a transaction: starting it runs SQL, which
 * on PGlite would wait for the transaction; `buildApp` starts it before any request.
 */
export function senderFor(db: Db): Promise<PgBoss> {
  let boss = senders.get(db);
  if (!boss) {
    boss = (async () => {
      const b = new PgBoss({ db: executorOf(ownerOf(db)), supervise: false, schedule: false, migrate: true });
      b.on('error', () => {});
      await b.start();
      await ensureQueue(b);
      return b;
    })();
    senders.set(db, boss);
    boss.catch(() => senders.delete(db));
  }
  return boss;
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
  await boss.send(SIDE_EFFECT_QUEUE, { sideEffectId } satisfies SideEffectJob, {
    ...RETRY,
    db: executorOf(tx),
  });
}
