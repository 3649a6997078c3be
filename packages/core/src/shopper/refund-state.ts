import type { RequestStatus } from '../lifecycle/statuses';

/** A refund record's status (DESIGN.md: planned, pending, succeeded, failed). */
export type RefundRecordStatus = 'planned' | 'pending' | 'succeeded' | 'failed';
/** A refund record as the rules below read it: `replaced` when a later refund paid what it failed to pay. */
export type RefundRecordFacts = { status: RefundRecordStatus; replaced?: boolean | undefined };

/**
 * What the shopper is told of one record: the money is on its way, it arrived, it did not go through,
 * or it did not go through and the store paid another way (`replaced`).
 */
export const SHOPPER_REFUND_STATES = ['pending', 'done', 'failed', 'replaced'] as const;
export type ShopperRefundState = (typeof SHOPPER_REFUND_STATES)[number];

/** Done only once the platform confirmed it; a failed refund is never shown as done. */
export function shopperRefundState(record: RefundRecordFacts): ShopperRefundState {
  if (record.status === 'succeeded') return 'done';
  if (record.status === 'failed') return record.replaced ? 'replaced' : 'failed';
  return 'pending';
}

/**
 * Where a request's money stands, from its refund records (docs/lifecycle.md "Refund state"): `pending`
 * while one is on its way, `failed` while one failed and nothing replaced it, `refunded` once money
 * moved and nothing failed is left, `none` without records.
 */
export const REFUND_STATES = ['none', 'pending', 'failed', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export function refundStateOf(records: readonly RefundRecordFacts[]): RefundState {
  const live = records.filter((r) => !(r.status === 'failed' && r.replaced));
  if (live.some((r) => r.status === 'planned' || r.status === 'pending')) return 'pending';
  if (live.some((r) => r.status === 'failed')) return 'failed';
  if (live.some((r) => r.status === 'succeeded')) return 'refunded';
  return 'none';
}

/** A request's status as pages show it, to the merchant and the shopper alike. */
export const SHOWN_STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'delivered',
  'received',
  'inspected',
  'refund_pending',
  'refund_failed',
  'refunded',
  'exchanged',
  'rejected',
  'cancelled',
  'archived',
] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];
/** The shopper's pages show the same statuses. */
export const SHOPPER_STATUSES = SHOWN_STATUSES;
export type ShopperStatus = ShownStatus;

/**
 * "Refunded" only for money that moved: a refunded (or archived) request whose refund is on its way
 * reads `refund_pending`, one whose refund failed and was not paid another way `refund_failed`.
 */
export function shownStatus(status: RequestStatus, state: RefundState): ShownStatus {
  if (status !== 'refunded' && status !== 'archived') return status;
  if (state === 'pending') return 'refund_pending';
  if (state === 'failed') return 'refund_failed';
  return status;
}

export function shopperStatus(status: RequestStatus, refunds: readonly RefundRecordFacts[]): ShopperStatus {
  return shownStatus(status, refundStateOf(refunds));
}
