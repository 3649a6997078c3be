import { pollCutoff, TRACKING_POLL_DEFAULTS, type TrackingStatus } from '@roundtrip/core/couriers';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { type ReturnLabelRow, requests, returnLabels } from '../../db/schema';
import { ownerOf } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { labelCourier } from '../../providers/couriers/courier-for';
import { applyTracking } from './apply-tracking';

/** Asks the label's courier where the parcel is and applies the answer; null when it says nothing new. */
export async function refreshLabel(deps: Deps, label: ReturnLabelRow): Promise<TrackingStatus | null> {
  const client = await labelCourier(deps, label);
  const reported = await client.track(label);
  return reported ? applyTracking(deps, label, reported) : null;
}

/** Requests whose parcel may still move: tracking is polled only for these (not cancelled, not received). */
const OPEN = ['approved', 'in_transit'] as const;

export type PollRound = {
  polled: number;
  /** Labels whose kept status changed. */
  moved: number;
  failed: { labelId: string; message: string }[];
};

/**
 * One round of the polling half of tracking (couriers without webhooks, and missed webhooks): up to
 * `batchSize` labels not yet delivered nor voided, of a request still on its way, not asked about for
 * an interval (core `isDueForPolling`), the longest-waiting first. A courier that fails for one label is
 * noted and the round goes on; that label is tried again an interval later.
 */
export async function pollTracking(deps: Deps): Promise<PollRound> {
  const { intervalSeconds, batchSize } = deps.config.trackingPoll ?? TRACKING_POLL_DEFAULTS;
  const now = deps.clock();
  const owner = ownerOf(deps.db);
  const rows = await owner
    .select({ label: returnLabels })
    .from(returnLabels)
    .innerJoin(
      requests,
      and(eq(requests.id, returnLabels.requestId), eq(requests.storeId, returnLabels.storeId)),
    )
    .where(
      and(
        ne(returnLabels.trackingStatus, 'delivered'),
        isNull(returnLabels.voidedAt),
        inArray(requests.status, [...OPEN]),
        or(
          isNull(returnLabels.lastPolledAt),
          lte(returnLabels.lastPolledAt, pollCutoff(now, intervalSeconds)),
        ),
      ),
    )
    .orderBy(sql`${returnLabels.lastPolledAt} asc nulls first`, asc(returnLabels.createdAt))
    .limit(batchSize);
  const round: PollRound = { polled: 0, moved: 0, failed: [] };
  for (const { label } of rows) {
    // Marked before asking: a courier that keeps failing waits its interval instead of heading every batch.
    await owner.update(returnLabels).set({ lastPolledAt: now }).where(eq(returnLabels.id, label.id));
    round.polled++;
    try {
      const after = await refreshLabel(deps, label);
      if (after && after !== label.trackingStatus) round.moved++;
    } catch (error) {
      round.failed.push({
        labelId: label.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return round;
}
