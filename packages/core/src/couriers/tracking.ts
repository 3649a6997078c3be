/** Where a parcel is, in our words; each courier's own statuses are mapped onto these. */
export const TRACKING_STATUSES = ['label_created', 'in_transit', 'out_for_delivery', 'delivered'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

const rank = (s: string | null | undefined): number => TRACKING_STATUSES.indexOf((s ?? '') as TrackingStatus);

export type TrackingStep = {
  /** The status to keep: never one behind what was kept (late or repeated updates are ignored). */
  status: TrackingStatus;
  changed: boolean;
  /** The request moves from approved to in transit once the parcel moves. */
  moveRequest: boolean;
};

/**
 * A tracking report applied to what we know: statuses never go backwards, neither the parcel's nor the
 * request's (a request already received stays received whatever the courier says later).
 */
export function trackingStep(
  current: string | null,
  reported: TrackingStatus,
  requestStatus: string,
): TrackingStep {
  const kept = rank(current) >= rank(reported) ? (current as TrackingStatus) : reported;
  return {
    status: kept,
    changed: kept !== current,
    moveRequest: requestStatus === 'approved' && rank(kept) >= rank('in_transit'),
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
