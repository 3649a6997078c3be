import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { refreshCustomerWindows } from './refresh-customer-totals';
import { refreshDirtyDays } from './refresh-rollups';

/**
 * The rollup round's queue. `stately`: at most one round queued and one running across every process, so
 * rounds never rebuild the same days side by side (the day's row lock would make them wait anyway).
 */
const ROLLUP_QUEUE = 'analytics-rollup';
/** Reports read dirty days raw, so a late rebuild only costs speed: once a minute is enough. */
const ROUND_SECONDS = 60;

/** A report that read dirty days asks for a round at most this often per store. */
const ASK_EVERY_MS = 10_000;
/** The ask of each database whose rollup worker runs in this process (none in tests and scripts). */
const asks = new WeakMap<Db, () => void>();
const askedAt = new Map<string, number>();

/**
 * Called by a report that read some days raw: their rebuild starts within the worker's polling interval
 * rather than at the next minute's round, so a merchant's next look (the page's other reports, a reload)
 * reads them rolled up. Nothing waits for it; a process without the worker does nothing.
 */
export function askForRound(db: Db, storeId: string): void {
  const ask = asks.get(db);
  const now = Date.now();
  if (!ask || now - (askedAt.get(storeId) ?? 0) < ASK_EVERY_MS) return;
  askedAt.set(storeId, now);
  ask();
}

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
    await refreshCustomerWindows(deps.db, deps.clock());
    // A backlog (a first start on old data, a timezone change) goes on at once rather than a minute later.
    if (round.more) await ask();
  });
  await ask();
  const timer = setInterval(ask, ROUND_SECONDS * 1000);
  timer.unref();
  // The workers' pg-boss runs its SQL on the owner's client, so a report's ask leaves its store wall.
  asks.set(deps.db, () => void ask());
  boss.on('stopped', () => {
    clearInterval(timer);
    asks.delete(deps.db);
  });
}
