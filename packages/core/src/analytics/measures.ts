import type { REFUND_RECORD_STATUSES } from '../contracts/request-detail';
import type { RequestStatus } from '../lifecycle/statuses';
import type { RefundMode } from '../pricing/refund-types';

/**
 * What the analytics measure (docs/analytics.md "What each measure is"). Every report, its rows and its
 * totals take these definitions, so a total is the sum of its rows and the same measure agrees across
 * reports.
 */

/**
 * Requests that returned and kept nothing: their units still count as asked for, their value does not. An
 * archived request counts as it was before it was archived.
 */
export const VALUELESS_STATUSES = ['rejected', 'cancelled'] as const satisfies readonly RequestStatus[];

/** Only money that moved is refunded: a pending refund may still fail, a failed one paid nothing. */
export const PAID_REFUND_STATUS = 'succeeded' satisfies (typeof REFUND_RECORD_STATUSES)[number];

/** Refunds paid in this mode stay in the store (kept), the others left it (refunded). */
export const KEPT_REFUND_MODE: RefundMode = 'store_credit';
