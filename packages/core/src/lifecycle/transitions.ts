import { notAllowedMessage } from './refusals';
import {
  isReopenAction,
  type LifecycleAction,
  REOPEN_ACTIONS,
  type ReopenAction,
  type RequestAction,
  type RequestKind,
  type RequestStatus,
} from './statuses';

/** The transition table: status -> action -> next status. Anything missing is forbidden. */
export const TRANSITIONS: Readonly<Record<RequestStatus, Partial<Record<RequestAction, RequestStatus>>>> = {
  requested: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
  // Received straight from approved covers drop-off at a store, where no shipment is tracked.
  approved: { mark_in_transit: 'in_transit', receive: 'received', cancel: 'cancelled' },
  in_transit: { receive: 'received' },
  // Only the carrier's delivered scan leads here (carrierStatus); the merchant still counts the items.
  delivered: { receive: 'received' },
  // Inspection is optional: a merchant may refund or exchange as soon as goods arrive.
  received: { inspect: 'inspected', refund: 'refunded', exchange: 'exchanged' },
  inspected: { refund: 'refunded', exchange: 'exchanged' },
  refunded: { archive: 'archived' },
  exchanged: { archive: 'archived' },
  rejected: { archive: 'archived' },
  cancelled: { archive: 'archived' },
  archived: {},
};

/**
 * A cancellation's own table (docs/lifecycle.md "Cancellations"): nothing is sent back, so the platform's
 * cancellation refunds it straight from requested, or refuses it (an item shipped meanwhile).
 */
export const CANCELLATION_TRANSITIONS: Readonly<
  Record<RequestStatus, Partial<Record<RequestAction, RequestStatus>>>
> = {
  ...Object.fromEntries(Object.keys(TRANSITIONS).map((s) => [s, {}])),
  requested: { refund: 'refunded', reject: 'rejected' },
  refunded: { archive: 'archived' },
  rejected: { archive: 'archived' },
} as Record<RequestStatus, Partial<Record<RequestAction, RequestStatus>>>;

/** The table a kind moves by. */
export const transitionsOf = (kind?: RequestKind) =>
  kind === 'cancellation' ? CANCELLATION_TRANSITIONS : TRANSITIONS;

/** What a carrier's scan tells us about a return parcel: it moves, or it was delivered to us. */
export type CarrierScan = 'moving' | 'delivered';

/**
 * The carrier's moves (docs/lifecycle.md), apart from the merchant's work: a parcel that moves puts an
 * approved request in transit, the delivered scan makes it delivered. Only forward: a request already
 * delivered, received or settled is not moved by any scan.
 */
export const CARRIER_MOVES: Readonly<
  Partial<Record<RequestStatus, Partial<Record<CarrierScan, RequestStatus>>>>
> = {
  approved: { moving: 'in_transit', delivered: 'delivered' },
  in_transit: { delivered: 'delivered' },
};

/** The status a carrier's scan moves the request to, or null when it stays where it is. */
export function carrierMove(status: RequestStatus, scan: CarrierScan): RequestStatus | null {
  return CARRIER_MOVES[status]?.[scan] ?? null;
}

/** Unarchive's target: the status the request had when it was archived (the request stores it). */
export const BEFORE_ARCHIVE = 'before_archive' as const;

/** The reopening moves: status -> action -> next status. Anything missing is forbidden. */
export const REOPENINGS: Readonly<
  Partial<Record<RequestStatus, Partial<Record<ReopenAction, RequestStatus | typeof BEFORE_ARCHIVE>>>>
> = {
  // The platform return was declined or cancelled for good; approving again creates a new one.
  rejected: { enable: 'requested' },
  cancelled: { enable: 'requested' },
  archived: { unarchive: BEFORE_ARCHIVE },
};

/** Actions that only make sense for some kinds of request. */
const KIND_ONLY: Partial<Record<RequestAction, readonly RequestKind[]>> = {
  refund: ['return', 'cancellation'],
  exchange: ['exchange'],
};

/**
 * A cancellation's moves are made by its platform step alone: the merchant has nothing to approve,
 * receive or refund by hand, so the request page offers none of them.
 */
const SYSTEM_ONLY: Partial<Record<RequestKind, readonly LifecycleAction[]>> = {
  cancellation: ['refund', 'reject', 'enable'],
};

/** Whether a request of `kind` may ever take `action` (no kind given: any). */
export function kindAllows(action: LifecycleAction, kind?: RequestKind): boolean {
  const only = isReopenAction(action) ? undefined : KIND_ONLY[action];
  return !kind || !only || only.includes(kind);
}

/**
 * The status `action` leads to from `status`, or undefined when the tables have no such move.
 * `statusBeforeArchive` is what archiving remembered; unarchive without it has nowhere to go.
 */
export function nextStatus(
  status: RequestStatus,
  action: LifecycleAction,
  kind?: RequestKind,
  statusBeforeArchive: RequestStatus | null = null,
): RequestStatus | undefined {
  if (!kindAllows(action, kind)) return undefined;
  if (!isReopenAction(action)) return transitionsOf(kind)[status][action];
  if (kind && SYSTEM_ONLY[kind]?.includes(action)) return undefined;
  const next = REOPENINGS[status]?.[action];
  return next === BEFORE_ARCHIVE ? (statusBeforeArchive ?? undefined) : next;
}

/** A forbidden transition; the server maps code CONFLICT to HTTP 409. */
export class TransitionError extends Error {
  readonly code = 'CONFLICT' as const;
  constructor(
    readonly status: RequestStatus,
    readonly action: LifecycleAction,
    readonly kind?: RequestKind,
  ) {
    super(notAllowedMessage(status, action, kind));
    this.name = 'TransitionError';
  }
}

export function canTransition(
  status: RequestStatus,
  action: LifecycleAction,
  kind?: RequestKind,
  statusBeforeArchive: RequestStatus | null = null,
): boolean {
  return nextStatus(status, action, kind, statusBeforeArchive) !== undefined;
}

/** The next status, or a TransitionError when the action is not allowed from `status`. */
export function transition(
  status: RequestStatus,
  action: LifecycleAction,
  kind?: RequestKind,
  statusBeforeArchive: RequestStatus | null = null,
): RequestStatus {
  const next = nextStatus(status, action, kind, statusBeforeArchive);
  if (next === undefined) throw new TransitionError(status, action, kind);
  return next;
}

/** The work left on a request, in table order (the reopening moves are not work). */
export function allowedActions(status: RequestStatus, kind?: RequestKind): RequestAction[] {
  const systemOnly = (kind && SYSTEM_ONLY[kind]) || [];
  return (Object.keys(transitionsOf(kind)[status]) as RequestAction[]).filter(
    (a) => !systemOnly.includes(a) && canTransition(status, a, kind),
  );
}

/** Every move to offer on a request page: the work left, then the reopening moves. */
export function lifecycleActions(
  status: RequestStatus,
  kind?: RequestKind,
  statusBeforeArchive: RequestStatus | null = null,
): LifecycleAction[] {
  const reopen = REOPEN_ACTIONS.filter((a) => canTransition(status, a, kind, statusBeforeArchive));
  return [...allowedActions(status, kind), ...reopen];
}
