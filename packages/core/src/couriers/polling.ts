/**
 * Tracking polling for couriers without push updates (docs/couriers.md): each label is asked about at
 * most once an interval, a bounded batch a round, so a large backlog never makes one round unbounded.
 */
export const TRACKING_POLL_DEFAULTS = { intervalSeconds: 3600, batchSize: 50 } as const;

/** Labels last polled at or before this instant are due again. */
export const pollCutoff = (now: Date, intervalSeconds: number): Date =>
  new Date(now.getTime() - intervalSeconds * 1000);

/** Whether a label is due: never polled, or polled a whole interval ago. */
export function isDueForPolling(lastPolledAt: Date | null, now: Date, intervalSeconds: number): boolean {
  return lastPolledAt === null || lastPolledAt.getTime() <= pollCutoff(now, intervalSeconds).getTime();
}

/** How often the polling round runs: often enough that a due label waits at most five minutes more. */
export const pollRoundSeconds = (intervalSeconds: number): number =>
  Math.max(1, Math.min(300, intervalSeconds));
