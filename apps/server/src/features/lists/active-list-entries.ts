import type { ListEntry } from '@roundtrip/core/policy';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { listEntries } from '../../db/schema';

/** The entries that apply now, in one query: what core's eligibility matches each order line against. */
export async function activeListEntries(db: Db | Tx, storeId: string, now: Date): Promise<ListEntry[]> {
  const rows = await db
    .select({
      list: listEntries.list,
      subject: listEntries.subject,
      value: listEntries.value,
      expiresAt: listEntries.expiresAt,
    })
    .from(listEntries)
    .where(
      and(
        eq(listEntries.storeId, storeId),
        or(isNull(listEntries.expiresAt), gt(listEntries.expiresAt, now)),
      ),
    );
  return rows.map((r) => ({
    list: r.list,
    subject: r.subject,
    value: r.value,
    expires_at: r.expiresAt?.toISOString() ?? null,
  }));
}
