import type { Refusal } from './refusals';
import {
  isReopenAction,
  type LifecycleAction,
  REQUEST_STATUSES,
  type RequestKind,
  type RequestStatus,
} from './statuses';
import { kindAllows, nextStatus, transitionsOf } from './transitions';

/** How far along the flow each status is: the settled statuses share a rank, archived comes last. */
export const PROGRESS: Readonly<Record<RequestStatus, number>> = {
  requested: 0,
  approved: 1,
  in_transit: 2,
  delivered: 3,
  received: 4,
  inspected: 5,
  refunded: 6,
  exchanged: 6,
  rejected: 6,
  cancelled: 6,
  archived: 7,
};

export type Verdict = { ok: true; next: RequestStatus } | { ok: false; refusal: Refusal };

/**
 * A request is past a move when it is further along than every status the move starts from: two
 * merchants clicked and the other one won. Reopening moves and moves the kind never takes are never
 * "already" done.
 */
function isPast(status: RequestStatus, action: LifecycleAction, kind: RequestKind): boolean {
  if (isReopenAction(action) || !kindAllows(action, kind)) return false;
  const from = REQUEST_STATUSES.filter((s) => transitionsOf(kind)[s][action] !== undefined);
  // A move the kind's table never makes (a cancellation is never approved) is not allowed, not past.
  return from.length > 0 && from.every((s) => PROGRESS[status] > PROGRESS[s]);
}

/**
 * The state machine's answer for one request and one move: the next status, or why not.
 * `statusBeforeArchive` is what archiving remembered (unarchive returns there).
 */
export function decideTransition(
  status: RequestStatus,
  action: LifecycleAction,
  kind: RequestKind,
  statusBeforeArchive: RequestStatus | null = null,
): Verdict {
  const next = nextStatus(status, action, kind, statusBeforeArchive);
  if (next !== undefined) return { ok: true, next };
  const reason = isPast(status, action, kind) ? 'already' : 'not_allowed';
  return { ok: false, refusal: { reason, status, action, kind } };
}
