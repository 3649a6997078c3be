import type { RequestStatus } from '../lifecycle/statuses';

/** A refund record's status (DESIGN.md: planned, pending, succeeded, failed). */
export type RefundRecordStatus = 'planned' | 'pending' | 'succeeded' | 'failed';
/** What the shopper is told: the money is on its way, it arrived, or it did not go through. */
export const SHOPPER_REFUND_STATES = ['pending', 'done', 'failed'] as const;
export type ShopperRefundState = (typeof SHOPPER_REFUND_STATES)[number];

/** Done only once the platform confirmed it; a failed refund is never shown as done. */
export function shopperRefundState(status: RefundRecordStatus): ShopperRefundState {
  if (status === 'succeeded') return 'done';
  return status === 'failed' ? 'failed' : 'pending';
}

/** The request's status as the shopper sees it: "Refunded" only once a refund went through. */
export const SHOPPER_STATUSES = [
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
export type ShopperStatus = (typeof SHOPPER_STATUSES)[number];

export function shopperStatus(
  status: RequestStatus,
  refunds: readonly { status: RefundRecordStatus }[],
): ShopperStatus {
  if (status !== 'refunded' && status !== 'archived') return status;
  const states = refunds.map((r) => shopperRefundState(r.status));
  if (states.includes('pending')) return 'refund_pending';
  if (states.length > 0 && !states.includes('done')) return 'refund_failed';
  return status;
}
