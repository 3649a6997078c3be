import type { RequestStatus } from '../lifecycle/statuses';
import { type CarrierScan, carrierMove } from '../lifecycle/transitions';

/** Where a parcel is, in our words; each courier's own statuses are mapped onto these. */
export const TRACKING_STATUSES = ['label_created', 'in_transit', 'out_for_delivery', 'delivered'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

const rank = (s: string | null | undefined): number => TRACKING_STATUSES.indexOf((s ?? '') as TrackingStatus);

export type TrackingStep = {
  /** The status to keep: never one behind what was kept (late or repeated updates are ignored). */
  status: TrackingStatus;
  changed: boolean;
  /** The request's new status (in transit once the parcel moves, delivered on the delivered scan), or null. */
  requestStatus: RequestStatus | null;
};

const scanOf = (s: TrackingStatus): CarrierScan | null =>
  s === 'delivered' ? 'delivered' : s === 'label_created' ? null : 'moving';

/**
 * A tracking report applied to what we know: statuses never go backwards, neither the parcel's nor the
 * request's (a request already received stays received whatever the courier says later).
 */
export function trackingStep(
  current: string | null,
  reported: TrackingStatus,
  requestStatus: RequestStatus,
): TrackingStep {
  const kept = rank(current) >= rank(reported) ? (current as TrackingStatus) : reported;
  const scan = scanOf(kept);
  return {
    status: kept,
    changed: kept !== current,
    requestStatus: scan ? carrierMove(requestStatus, scan) : null,
  };
}

/** The sandbox courier's parcel on the clock: picked up after a day, delivered after three. */
export function sandboxTrackingAt(createdAt: Date, now: Date): TrackingStatus {
  const hours = (now.getTime() - createdAt.getTime()) / 3_600_000;
  if (hours >= 72) return 'delivered';
  if (hours >= 48) return 'out_for_delivery';
  if (hours >= 24) return 'in_transit';
  return 'label_created';
}
