import type { RequestKind } from '../lifecycle/statuses';
import type { ShopperStatus } from './refund-state';
import type { ReturnMethod } from './return-method';

/** One "what happens next" line for every status the shopper can see. */
export const NEXT_STEP_CODES = [
  'review',
  'wait_for_pickup',
  /** The demo store's sandbox pickup: a test label, nobody comes (docs/couriers.md). */
  'sandbox_pickup',
  'drop_off',
  'ship',
  'on_its_way',
  'delivered_to_store',
  'check_items',
  'refund_soon',
  'exchange_soon',
  'refund_on_its_way',
  'refund_problem',
  'refund_done',
  'exchange_done',
  'rejected',
  'cancelled',
  'closed',
  /** A cancellation of items that had not shipped: the store is cancelling them, then they are refunded. */
  'items_cancelling',
  'items_cancelled',
] as const;
export type NextStepCode = (typeof NEXT_STEP_CODES)[number];

const AFTER_APPROVAL: Record<ReturnMethod, NextStepCode> = {
  pickup: 'wait_for_pickup',
  drop_off: 'drop_off',
  self_ship: 'ship',
};

export function nextStep(input: {
  status: ShopperStatus;
  kind: RequestKind;
  method: ReturnMethod;
  /** The approved courier: the sandbox promises no pickup. */
  courier?: string | null;
}): NextStepCode {
  if (input.kind === 'cancellation') {
    // Nothing is sent back: only the platform's cancellation, then its refund, are left to happen.
    if (input.status === 'requested' || input.status === 'refund_pending') return 'items_cancelling';
    if (input.status === 'refunded') return 'items_cancelled';
  }
  switch (input.status) {
    case 'requested':
      return 'review';
    case 'approved':
      return input.method === 'pickup' && input.courier === 'sandbox'
        ? 'sandbox_pickup'
        : AFTER_APPROVAL[input.method];
    case 'in_transit':
      return 'on_its_way';
    case 'delivered':
      return 'delivered_to_store';
    case 'received':
      return 'check_items';
    case 'inspected':
      return input.kind === 'exchange' ? 'exchange_soon' : 'refund_soon';
    case 'refund_pending':
      return 'refund_on_its_way';
    case 'refund_failed':
      return 'refund_problem';
    case 'refunded':
      return 'refund_done';
    case 'exchanged':
      return 'exchange_done';
    case 'rejected':
      return 'rejected';
    case 'cancelled':
      return 'cancelled';
    case 'archived':
      return 'closed';
  }
}
