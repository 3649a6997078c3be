import { PAID_REFUND_STATUS } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { refunds, requestItems, requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { valuelessRequest } from './measures';

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
  const valueless = valuelessRequest(requests);
  // One statement for the sums: the statements of a request share its one connection, so four of
  // them ran one after the other, each asking the function again.
  const [totals] = await queryRows<{
    requests: number;
    name: string | null;
    value: string;
    first: string | null;
    last: string | null;
    qty: number;
    paid: string;
  }>(
    deps.db,
    sql`with mine as materialized (
            select ${requests.id} as id, ${requests.customerName} as name, ${requests.createdAt} as at,
              not ${valueless} as counted
            from ${requests} where ${theirs}),
          lines as (select i.requested_qty as qty, i.paid_amount as value, m.counted
            from ${requestItems} i join mine m on m.id = i.request_id)
          select count(*)::int as requests, max(name) as name, min(at) as first, max(at) as last,
            (select coalesce(sum(value) filter (where counted), 0)::text from lines) as value,
            (select coalesce(sum(qty), 0)::int from lines) as qty,
            (select coalesce(sum(${refunds.amount}), 0)::text from ${refunds}
              where ${refunds.requestId} in (select id from mine) and ${refunds.status} = ${PAID_REFUND_STATUS}) as paid
          from mine`,
  );
  if (!totals || totals.requests === 0) throw notFound('No requests from this customer');
  const recent = await deps.db
    .select()
    .from(requests)
    .where(theirs)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(RECENT);
  const c = store.currency;
  const money = (v: string | undefined) => fromMinor(toMinor(v ?? '0', c), c);
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return {
    currency: c,
    email,
    name: totals.name ?? '',
    requests: totals.requests,
    items: totals.qty,
    returned_value: money(totals.value),
    refunded: money(totals.paid),
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
