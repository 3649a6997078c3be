import type PgBoss from 'pg-boss';
import type { Deps } from '../../deps';
import { refreshDirtyDays } from './refresh-rollups';

/**
 * The rollup round's queue. `stately`: at most one round queued and one running across every process, so
 * rounds never rebuild the same days side by side (the day's row lock would make them wait anyway).
 */
const ROLLUP_QUEUE = 'analytics-rollup';
/** Reports read dirty days raw, so a late rebuild only costs speed: once a minute is enough. */
const ROUND_SECONDS = 60;

/** Registers the rollup round's worker on the side-effect workers' pg-boss and asks for a round every minute. */
export async function startAnalyticsRollups(
  boss: PgBoss,
  deps: Deps,
  pollingIntervalSeconds = 2,
): Promise<void> {
  if (!(await boss.getQueue(ROLLUP_QUEUE)))
    await boss.createQueue(ROLLUP_QUEUE, { name: ROLLUP_QUEUE, policy: 'stately' });
  const ask = () => boss.send(ROLLUP_QUEUE, {}, { retryLimit: 0 }).catch(() => undefined);
  await boss.work(ROLLUP_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async () => {
    const round = await refreshDirtyDays(deps.db);
    // A backlog (a first start on old data, a timezone change) goes on at once rather than a minute later.
    if (round.more) await ask();
  });
  await ask();
  const timer = setInterval(ask, ROUND_SECONDS * 1000);
  timer.unref();
  boss.on('stopped', () => clearInterval(timer));
}
