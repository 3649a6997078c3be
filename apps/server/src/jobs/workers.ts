import type { Deps } from '../deps';
import { workAccountEmails } from '../notifications/account-emails';
import {
  DEFAULT_EXPIRE_IN_SECONDS,
  ensureQueue,
  RETRY,
  SIDE_EFFECT_QUEUE,
  type SideEffectJob,
} from '../outbox/queue';
import { reconnecting } from '../outbox/reconnecting-executor';
import { executorOf } from '../outbox/sql-executor';
import { DrainingBoss } from './draining-boss';
import { runSideEffect } from './run-side-effect';
import { workWebhookDeliveries } from './webhook-deliveries';

export type Workers = {
  boss: DrainingBoss;
  /**
   * Takes no new job and waits up to `timeoutMs` for the running ones; a job still running then is
   * failed back to the queue, and another process retries it.
   */
  stop(timeoutMs?: number): Promise<void>;
};

export type WorkerOptions = {
  pollingIntervalSeconds?: number;
  maintenanceIntervalSeconds?: number;
  /** Jobs run at once by this process (one pg-boss worker each). */
  concurrency?: number;
  /**
   * Queue policy: an attempt active longer than this is failed and retried (a dead worker's job).
   * Absent: the config's `jobTimeoutSeconds`, else 120 s.
   */
  expireInSeconds?: number;
};

/** Maintenance (which fails expired attempts) runs at half the timeout, at most once a minute. */
const maintenanceFor = (expireInSeconds: number) =>
  Math.min(60, Math.max(1, Math.floor(expireInSeconds / 2)));

/**
 * Starts the side-effect workers on the app's database (PGlite or PostgreSQL). A job whose
 * attempt fails is thrown back to pg-boss, which retries it with back-off; the last allowed
 * attempt marks the request as needing attention instead of throwing.
 */
export async function startWorkers(deps: Deps, options: WorkerOptions = {}): Promise<Workers> {
  const expireInSeconds =
    options.expireInSeconds ?? deps.config.jobTimeoutSeconds ?? DEFAULT_EXPIRE_IN_SECONDS;
  const boss = new DrainingBoss(reconnecting(executorOf(deps.db)), {
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? maintenanceFor(expireInSeconds),
  });
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  await ensureQueue(boss, expireInSeconds);
  for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
    let worker: string | undefined;
    worker = await boss.work<SideEffectJob>(
      SIDE_EFFECT_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        try {
          const final = job.retryCount >= (job.retryLimit ?? RETRY.retryLimit);
          const result = await runSideEffect(deps, job.data.sideEffectId, { final });
          if (result === 'retry') throw new Error('attempt failed; see the integration log');
        } finally {
          // A worker that found a job asks for the next at once: pg-boss 10 otherwise waits a whole polling
          // interval after every job, and a backlog (a burst, or the queue after a restart) drains at one job
          // per interval.
          if (worker) boss.notifyWorker(worker);
        }
      },
    );
  }
  await workAccountEmails(deps, boss, options.pollingIntervalSeconds ?? 2);
  await workWebhookDeliveries(deps, boss, {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    concurrency: 4,
  });
  return {
    boss,
    stop: (timeoutMs = 10_000) => boss.drain(timeoutMs),
  };
}
