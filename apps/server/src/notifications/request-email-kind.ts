import { EMAIL_KINDS, type EmailKind } from '@roundtrip/core/emails';
import type { NotificationRow } from '../db/schema';

const isEmailKind = (kind: string): kind is EmailKind => (EMAIL_KINDS as readonly string[]).includes(kind);

/** A request's email kind: account emails (invites, resets) belong to no request and are never resent. */
export function requestEmailKind(kind: NotificationRow['kind']): EmailKind {
  if (!isEmailKind(kind)) throw new Error(`${kind} is not an email of a request`);
  return kind;
}
