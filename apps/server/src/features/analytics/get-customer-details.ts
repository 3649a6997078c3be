import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { refunds, requestItems, requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';

const RECENT = 10;

/** GET customerDetails/get?email=: one customer's history with the store, all time. */
export async function getCustomerDetails(deps: Deps, auth: AuthContext, email: string) {
  requirePermission(auth, 'analytics.view');
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, auth.storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  // `lower(email) =` cannot use its index behind the store wall (lower() is not LEAKPROOF): the
  // customer's requests come from `request_email_ids` (migration 0025), for this store only.
  const theirs = and(
    eq(requests.storeId, store.id),
    sql`${requests.id} in (select request_email_ids(${email}, null, null, null))`,
  );
  const [[totals], [items], [paid], recent] = await Promise.all([
    deps.db
      .select({
        requests: sql<number>`count(*)::int`,
        name: sql<string | null>`max(${requests.customerName})`,
        value: sql<string>`coalesce(sum(${requests.refundAmount}), 0)::text`,
        first: sql<string | null>`min(${requests.createdAt})`,
        last: sql<string | null>`max(${requests.createdAt})`,
      })
      .from(requests)
      .where(theirs),
    deps.db
      .select({ qty: sql<number>`coalesce(sum(${requestItems.requestedQty}), 0)::int` })
      .from(requestItems)
      .innerJoin(requests, eq(requests.id, requestItems.requestId))
      .where(theirs),
    deps.db
      .select({ amount: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
      .from(refunds)
      .innerJoin(requests, eq(requests.id, refunds.requestId))
      .where(and(theirs, sql`${refunds.status} <> 'failed'`)),
    deps.db
      .select()
      .from(requests)
      .where(theirs)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(RECENT),
  ]);
  if (!totals || totals.requests === 0) throw notFound('No requests from this customer');
  const c = store.currency;
  const money = (v: string | undefined) => fromMinor(toMinor(v ?? '0', c), c);
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return {
    currency: c,
    email,
    name: totals.name ?? '',
    requests: totals.requests,
    items: items?.qty ?? 0,
    returned_value: money(totals.value),
    refunded: money(paid?.amount),
    first_request_at: iso(totals.first),
    last_request_at: iso(totals.last),
    recent: recent.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      status: r.status,
      requested_amount: r.refundAmount,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
