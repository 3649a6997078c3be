import type { listEntryBody } from '@roundtrip/core';
import { type ListEntryView, listEntryExpiry } from '@roundtrip/core';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Tx } from '../../db/client';
import { listEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { listEntryOf } from './list-entry-view';

export type ListEntryInput = z.output<typeof listEntryBody>;

/** Adds an entry and its audit row in the caller's transaction; `requestId` when a "fraud" mark adds it. */
export async function insertListEntry(
  tx: Tx,
  auth: AuthContext,
  input: ListEntryInput & { requestId?: string },
  now: Date,
): Promise<ListEntryView> {
  const expiresAt = listEntryExpiry(input.expires_on);
  if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) {
    const message = 'Choose today or a later day';
    throw new AppError('VALIDATION_FAILED', message, { expires_on: message });
  }
  const [row] = await tx
    .insert(listEntries)
    .values({
      storeId: auth.storeId,
      list: input.list,
      subject: input.subject,
      value: input.value,
      reason: input.reason,
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      requestId: input.requestId ?? null,
      createdBy: auth.userId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('list entry not inserted');
  const entry = listEntryOf(row, now.getTime());
  await recordAudit(tx, auth, { at: now, action: 'list_entry.added', subjectId: entry.id, details: entry });
  return entry;
}

export async function addListEntry(
  deps: Deps,
  auth: AuthContext,
  input: ListEntryInput,
): Promise<ListEntryView> {
  return deps.db.transaction((tx) => insertListEntry(tx, auth, input, deps.clock()));
}
