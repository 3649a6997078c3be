import type { ListStatusFilter, RequestKind } from '@roundtrip/core';

const tabs = (done: 'refunded' | 'exchanged'): ListStatusFilter[] => [
  'active',
  'needs_attention',
  'requested',
  'to_receive',
  'approved',
  'in_transit',
  'delivered',
  'received',
  'inspected',
  done,
  'rejected',
  'cancelled',
  'archived',
  'all',
];

const STATUS_TABS: Record<RequestKind, readonly ListStatusFilter[]> = {
  return: tabs('refunded'),
  exchange: tabs('exchanged'),
  // A cancellation is never approved or received: the platform refunds it, or it is rejected.
  cancellation: ['needs_attention', 'requested', 'refunded', 'rejected', 'archived', 'all'],
};

/**
 * The status tabs of a list. A status from a link that has no tab of its own (`exchanged` returns, say)
 * gets one at the end, so the selected tab always says what the list shows, never "Active" by default.
 */
export function statusTabs(type: RequestKind, current: ListStatusFilter): readonly ListStatusFilter[] {
  const own = STATUS_TABS[type];
  return own.includes(current) ? own : [...own, current];
}
