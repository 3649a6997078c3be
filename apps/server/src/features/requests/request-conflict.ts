import { REQUEST_CONFLICT_MESSAGE } from '@roundtrip/core';
import {
  canTransition,
  type RequestAction,
  type RequestKind,
  type RequestStatus,
  TRANSITIONS,
} from '@roundtrip/core/lifecycle';
import { AppError } from '../../errors';

/** How far along the flow a status is: a request past every status an action starts from is "already" done. */
const STAGE: Record<RequestStatus, number> = {
  requested: 0,
  approved: 1,
  in_transit: 2,
  received: 3,
  inspected: 4,
  refunded: 5,
  exchanged: 5,
  rejected: 5,
  cancelled: 5,
  archived: 6,
};

/** 409 with the current status in `fields.status`, so the page can show what happened meanwhile. */
export function requestConflict(status: RequestStatus, message = REQUEST_CONFLICT_MESSAGE(status)): AppError {
  return new AppError('CONFLICT', message, { status });
}

/**
 * Checks the core state machine. Someone else got there first (the request is past every status the
 * action starts from): "This request is already approved". Otherwise core's own sentence
 * ("Cannot refund a return request that is requested").
 */
export function assertTransition(
  status: RequestStatus,
  action: RequestAction,
  kind: RequestKind,
): RequestStatus {
  const next = TRANSITIONS[status]?.[action];
  if (next !== undefined && canTransition(status, action, kind)) return next;
  const from = (Object.keys(TRANSITIONS) as RequestStatus[]).filter(
    (s) => TRANSITIONS[s][action] !== undefined,
  );
  const latest = Math.max(...from.map((s) => STAGE[s]));
  if (canTransition(from[0] ?? 'requested', action, kind) && STAGE[status] > latest)
    throw requestConflict(status);
  const verb = action.replace(/_/g, ' ');
  throw requestConflict(status, `Cannot ${verb} a ${kind} request that is ${status.replace(/_/g, ' ')}`);
}
