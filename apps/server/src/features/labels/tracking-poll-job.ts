import { pollRoundSeconds, TRACKING_POLL_DEFAULTS } from '@roundtrip/core/couriers';
import type PgBoss from 'pg-boss';
import type { Deps } from '../../deps';
import { pollTracking } from './refresh-tracking';

/**
 * The tracking polling round's queue. `stately`: at most one round queued and one running across every
 * process, so two processes never ask a courier about the same label at once.
 */
const TRACKING_POLL_QUEUE = 'tracking-poll';

/** Registers the round's worker on the side-effect workers' pg-boss and asks for a round periodically. */
export async function startTrackingPoll(boss: PgBoss, deps: Deps, pollingIntervalSeconds = 2): Promise<void> {
  if (!(await boss.getQueue(TRACKING_POLL_QUEUE)))
    await boss.createQueue(TRACKING_POLL_QUEUE, { name: TRACKING_POLL_QUEUE, policy: 'stately' });
  await boss.work(TRACKING_POLL_QUEUE, { batchSize: 1, pollingIntervalSeconds }, async () => {
    const round = await pollTracking(deps);
    for (const f of round.failed) console.warn('[tracking-poll]', f.labelId, f.message);
  });
  const { intervalSeconds } = deps.config.trackingPoll ?? TRACKING_POLL_DEFAULTS;
  // A missed round is not retried: the next one asks about the same labels.
  const ask = () => boss.send(TRACKING_POLL_QUEUE, {}, { retryLimit: 0 }).catch(() => undefined);
  await ask();
  const timer = setInterval(ask, pollRoundSeconds(intervalSeconds) * 1000);
  timer.unref();
  boss.on('stopped', () => clearInterval(timer));
}
