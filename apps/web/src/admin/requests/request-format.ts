import {
  COURIER_LABELS,
  type Courier,
  type DateFilter,
  type ListStatusFilter,
  REFUND_MODE_LABELS,
  type RefundMode,
  type RequestStatus,
  type ShownStatus,
} from '@roundtrip/core';

const STATUS_LABELS: Record<RequestStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  in_transit: 'In transit',
  delivered: 'Delivered',
  received: 'Received',
  inspected: 'Inspected',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  archived: 'Archived',
};

/** "Refunded" only for money that moved: a refund on its way or one that failed has its own words. */
const SHOWN_LABELS: Record<ShownStatus, string> = {
  ...STATUS_LABELS,
  refund_pending: 'Refund pending',
  refund_failed: 'Refund delayed',
};

export const LIST_STATUS_LABELS: Record<ListStatusFilter, string> = {
  active: 'Active',
  all: 'All',
  needs_attention: 'Needs attention',
  to_receive: 'To receive',
  ...STATUS_LABELS,
};

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  today: 'Today',
  last_week: 'Last 7 days',
  last_month: 'Last 30 days',
  custom: 'Custom range',
  all: 'Any time',
};

export { COURIER_LABELS };

export type BadgeTone = 'info' | 'success' | 'warning' | 'critical' | 'attention' | undefined;

export function statusLabel(status: ShownStatus): string {
  return SHOWN_LABELS[status] ?? status;
}

export function statusTone(status: ShownStatus): BadgeTone {
  switch (status) {
    case 'refund_pending':
      return 'attention';
    case 'refund_failed':
      return 'critical';
    case 'requested':
      return 'attention';
    case 'approved':
    case 'in_transit':
    case 'delivered':
      return 'info';
    case 'received':
    case 'inspected':
      return 'warning';
    case 'refunded':
    case 'exchanged':
      return 'success';
    case 'rejected':
    case 'cancelled':
      return 'critical';
    default:
      return undefined;
  }
}

export function refundModeLabel(mode: RefundMode | null | undefined): string {
  return mode ? REFUND_MODE_LABELS[mode] : '—';
}

export function courierLabel(courier: string | null | undefined): string {
  if (!courier) return '—';
  return COURIER_LABELS[courier as Courier] ?? courier;
}

/** Age checks, worded for a row: "Today", "1 day", "12 days". */
export function ageLabel(days: number): string {
  if (days <= 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** Older than 10 days needs a look, older than 15 is late (docs/merchant-ux.md). */
export function ageTone(days: number): BadgeTone {
  if (days > 15) return 'critical';
  if (days > 10) return 'warning';
  return undefined;
}

export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
