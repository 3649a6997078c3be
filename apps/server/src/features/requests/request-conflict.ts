import {
  decideTransition,
  type LifecycleAction,
  REQUEST_CONFLICT_MESSAGE,
  type RequestKind,
  type RequestStatus,
  refusalMessage,
} from '@roundtrip/core/lifecycle';
import { AppError } from '../../errors';

/** 409 with the current status in `fields.status`, so the page can show what happened meanwhile. */
export function requestConflict(status: RequestStatus, message = REQUEST_CONFLICT_MESSAGE(status)): AppError {
  return new AppError('CONFLICT', message, { status });
}

/** Core's state machine decides; a refusal answers 409 with core's sentence and the current status. */
export function assertTransition(
  status: RequestStatus,
  action: LifecycleAction,
  kind: RequestKind,
  statusBeforeArchive: RequestStatus | null = null,
): RequestStatus {
  const verdict = decideTransition(status, action, kind, statusBeforeArchive);
  if (verdict.ok) return verdict.next;
  throw requestConflict(verdict.refusal.status, refusalMessage(verdict.refusal));
}
