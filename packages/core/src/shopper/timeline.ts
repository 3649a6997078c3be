import type { RequestStatus } from '../lifecycle/statuses';
import type { RefundMode } from '../pricing/refund-types';
import { type RefundRecordStatus, shopperRefundState } from './refund-state';
import { APPROVE_METHODS, type ApproveMethod, RETURN_METHODS, returnMethodOf } from './return-method';

/** Timeline lines in the shopper's words; the portal and the emails word each code in their language. */
export const TIMELINE_CODES = [
  'request_received',
  'approved_pickup',
  'approved_drop_off',
  'approved_self_ship',
  'method_changed',
  'rejected',
  'on_its_way',
  'parcel_delivered',
  'parcel_received',
  'items_checked',
  'refund_pending',
  'refund_done',
  'refund_failed',
  'refund_replaced',
  'exchange_sent',
  'cancelled',
  'reopened',
  'closed',
] as const;
export type TimelineCode = (typeof TIMELINE_CODES)[number];

export type ShopperEvent = {
  at: string;
  type: string;
  status: RequestStatus | null;
  data: Record<string, unknown>;
};
export type ShopperRefund = {
  id: string;
  amount: string;
  currency: string;
  mode: RefundMode;
  status: RefundRecordStatus;
  /** A failed refund a later refund paid instead. */
  replaced?: boolean;
};
/** Params are plain strings: amounts stay decimal strings with `currency`, for Intl in the reader's language. */
export type ShopperTimelineEntry = {
  at: string;
  /** The event it comes from (created, approved, refunded...). */
  type: string;
  code: TimelineCode;
  status: RequestStatus | null;
  params: Record<string, string>;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const approveMethod = (v: unknown): ApproveMethod | null => APPROVE_METHODS.find((m) => m === v) ?? null;
const returnMethod = (v: unknown) => RETURN_METHODS.find((m) => m === v) ?? null;

function approvalLines(e: ShopperEvent): ShopperTimelineEntry[] {
  const method = returnMethodOf(approveMethod(e.data.method) ?? 'self_ship');
  const lines: ShopperTimelineEntry[] = [];
  const asked = returnMethod(e.data.requested_method);
  if (asked && asked !== method)
    lines.push({
      at: e.at,
      type: e.type,
      code: 'method_changed',
      status: null,
      params: { from: asked, to: method, note: text(e.data.note) },
    });
  lines.push({
    at: e.at,
    type: e.type,
    code: `approved_${method}`,
    status: e.status,
    params: { courier: text(e.data.courier) },
  });
  return lines;
}

function refundLine(e: ShopperEvent, refunds: readonly ShopperRefund[]): ShopperTimelineEntry {
  const refund = refunds.find((r) => r.id === e.data.refundId);
  const state = refund ? shopperRefundState(refund) : 'pending';
  return {
    at: e.at,
    type: e.type,
    code: `refund_${state}`,
    status: e.status,
    params: {
      amount: refund?.amount ?? text(e.data.amount),
      currency: refund?.currency ?? '',
      mode: refund?.mode ?? text(e.data.mode),
    },
  };
}

const SIMPLE: Partial<Record<string, TimelineCode>> = {
  created: 'request_received',
  in_transit: 'on_its_way',
  delivered: 'parcel_delivered',
  received: 'parcel_received',
  inspected: 'items_checked',
  exchanged: 'exchange_sent',
  cancelled: 'cancelled',
  enabled: 'reopened',
  archived: 'closed',
};

/**
 * The shopper's timeline from the request's visible events and its refund records: a refund line
 * follows its record (on its way, made, or failed), never the amount asked for as if it were paid.
 * Events the shopper has no words for are left out rather than shown in the merchant's English.
 */
export function shopperTimeline(
  events: readonly ShopperEvent[],
  refunds: readonly ShopperRefund[],
): ShopperTimelineEntry[] {
  return events.flatMap((e): ShopperTimelineEntry[] => {
    if (e.type === 'approved') return approvalLines(e);
    if (e.type === 'refunded') return [refundLine(e, refunds)];
    if (e.type === 'rejected')
      return [
        {
          at: e.at,
          type: e.type,
          code: 'rejected',
          status: e.status,
          params: { reason: text(e.data.reason) },
        },
      ];
    const code = SIMPLE[e.type];
    if (!code) return [];
    const params: Record<string, string> =
      e.type === 'in_transit'
        ? { company: text(e.data.tracking_company), number: text(e.data.tracking_number) }
        : {};
    return [{ at: e.at, type: e.type, code, status: e.status, params }];
  });
}
