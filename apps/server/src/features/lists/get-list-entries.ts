import type { ListEntryView } from '@roundtrip/core';
import { desc, eq } from 'drizzle-orm';
import { listEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { listEntryOf } from './list-entry-view';

/** Every entry of the store, newest first, expired ones too (marked inactive). */
export async function getListEntries(deps: Deps, storeId: string): Promise<ListEntryView[]> {
  const rows = await deps.db
    .select()
    .from(listEntries)
    .where(eq(listEntries.storeId, storeId))
    .orderBy(desc(listEntries.createdAt));
  const now = deps.clock().getTime();
  return rows.map((r) => listEntryOf(r, now));
}
