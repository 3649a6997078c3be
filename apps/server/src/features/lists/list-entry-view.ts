import { isListEntryActive, type ListEntryView } from '@roundtrip/core';
import type { ListEntryRow } from '../../db/schema';

/** The one reader of a stored entry: what the page lists and the audit row records. */
export function listEntryOf(row: ListEntryRow, now: number): ListEntryView {
  const expiresAt = row.expiresAt?.toISOString() ?? null;
  return {
    id: row.id,
    list: row.list,
    subject: row.subject,
    value: row.value,
    reason: row.reason,
    expires_at: expiresAt,
    active: isListEntryActive({ expires_at: expiresAt }, now),
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}
