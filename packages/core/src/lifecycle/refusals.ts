import {
  isReopenAction,
  type LifecycleAction,
  type ReopenAction,
  type RequestKind,
  type RequestStatus,
} from './statuses';

/**
 * Why a move was refused. `already`: the request is further along than every status the move
 * starts from, so someone else got there first. `not_allowed`: the move does not apply here.
 * `kind` is the request's kind, named in the sentence of a kind-only move.
 */
export type Refusal = {
  reason: 'already' | 'not_allowed';
  status: RequestStatus;
  action: LifecycleAction;
  kind?: RequestKind | undefined;
};

const words = (s: string) => s.replace(/_/g, ' ');

/** 409 message when another action got there first. */
export const REQUEST_CONFLICT_MESSAGE = (status: string) => `This request is already ${words(status)}`;

/** Reopening moves name the statuses they start from, so the merchant learns what would work. */
const REOPEN_REFUSALS: Readonly<Record<ReopenAction, (status: string) => string>> = {
  enable: (s) => `Only a rejected or cancelled request can be enabled (this one is ${s})`,
  unarchive: (s) => `This request is not archived (it is ${s})`,
};

/** The sentence for a move the table does not have, e.g. "Cannot refund a return request that is requested". */
export function notAllowedMessage(
  status: RequestStatus,
  action: LifecycleAction,
  kind?: RequestKind,
): string {
  if (isReopenAction(action)) return REOPEN_REFUSALS[action](words(status));
  return `Cannot ${words(action)} a ${kind ? `${kind} ` : ''}request that is ${words(status)}`;
}

/** What the merchant reads when a move is refused (the API's 409 message). */
export function refusalMessage(refusal: Refusal): string {
  return refusal.reason === 'already'
    ? REQUEST_CONFLICT_MESSAGE(refusal.status)
    : notAllowedMessage(refusal.status, refusal.action, refusal.kind);
}
