import { refundStateOf, type ShownStatus, shownStatus } from '@roundtrip/core/shopper';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type RequestRow, refunds } from '../db/schema';

/**
 * The status each request shows in a list: "Refunded" only for money that moved (core `shownStatus`),
 * from one read of the refund records of the page's refunded or archived requests.
 */
export async function shownStatuses(
  db: Db,
  storeId: string,
  rows: readonly Pick<RequestRow, 'id' | 'status'>[],
): Promise<Map<string, ShownStatus>> {
  const settled = rows.filter((r) => r.status === 'refunded' || r.status === 'archived').map((r) => r.id);
  const records = settled.length
    ? await db
        .select({ requestId: refunds.requestId, status: refunds.status, replacedBy: refunds.replacedBy })
        .from(refunds)
        .where(and(eq(refunds.storeId, storeId), inArray(refunds.requestId, settled)))
    : [];
  return new Map(
    rows.map((r) => {
      const mine = records
        .filter((f) => f.requestId === r.id)
        .map((f) => ({ status: f.status, replaced: f.replacedBy !== null }));
      return [r.id, shownStatus(r.status, refundStateOf(mine))];
    }),
  );
}
