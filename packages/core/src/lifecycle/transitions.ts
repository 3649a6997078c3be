import type { RequestAction, RequestKind, RequestStatus } from './statuses';

/** The transition table: status -> action -> next status. Anything missing is forbidden. */
export const TRANSITIONS: Readonly<Record<RequestStatus, Partial<Record<RequestAction, RequestStatus>>>> = {
  requested: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
  // Received straight from approved covers drop-off at a store, where no shipment is tracked.
  approved: { mark_in_transit: 'in_transit', receive: 'received', cancel: 'cancelled' },
  in_transit: { receive: 'received' },
  // Inspection is optional: a merchant may refund or exchange as soon as goods arrive.
  received: { inspect: 'inspected', refund: 'refunded', exchange: 'exchanged' },
  inspected: { refund: 'refunded', exchange: 'exchanged' },
  refunded: { archive: 'archived' },
  exchanged: { archive: 'archived' },
  rejected: { archive: 'archived' },
  cancelled: { archive: 'archived' },
  archived: {},
};

/** Actions that only make sense for one kind of request. */
const KIND_ONLY: Partial<Record<RequestAction, RequestKind>> = { refund: 'return', exchange: 'exchange' };

/** A forbidden transition; the server maps code CONFLICT to HTTP 409. */
export class TransitionError extends Error {
  readonly code = 'CONFLICT' as const;
  constructor(
    readonly status: RequestStatus,
    readonly action: RequestAction,
    readonly kind?: RequestKind,
  ) {
    super(
      `Cannot ${action.replace(/_/g, ' ')} a ${kind ? `${kind} ` : ''}request that is ${status.replace(/_/g, ' ')}`,
    );
    this.name = 'TransitionError';
  }
}

export function canTransition(status: RequestStatus, action: RequestAction, kind?: RequestKind): boolean {
  const only = KIND_ONLY[action];
  if (kind && only && only !== kind) return false;
  return TRANSITIONS[status]?.[action] !== undefined;
}

/** The next status, or a TransitionError when the action is not allowed from `status`. */
export function transition(status: RequestStatus, action: RequestAction, kind?: RequestKind): RequestStatus {
  const next = TRANSITIONS[status]?.[action];
  if (next === undefined || !canTransition(status, action, kind))
    throw new TransitionError(status, action, kind);
  return next;
}

/** Actions to offer on a request page, in table order. */
export function allowedActions(status: RequestStatus, kind?: RequestKind): RequestAction[] {
  return (Object.keys(TRANSITIONS[status] ?? {}) as RequestAction[]).filter((a) =>
    canTransition(status, a, kind),
  );
}
