import { type FilterListResponse, LIST_COUNT_CAP, type NeighboursResponse } from '@roundtrip/core';
import { and, asc, count, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { findListIds, type ListQuery, listWhere, SORT_COLUMNS } from './list-where';
import { findRequest } from './lock-request';

const DAY = 86_400_000;
type Sort = ListQuery['sort'];

/**
 * The columns a list row shows and sorts by, of the table's 53: building and reading every column was
 * most of the list's own work in Node (a CPU profile with ten users: a quarter in drizzle-orm).
 */
const LIST_COLUMNS = {
  id: requests.id,
  name: requests.name,
  kind: requests.kind,
  status: requests.status,
  orderId: requests.orderId,
  orderName: requests.orderName,
  customerName: requests.customerName,
  customerEmail: requests.customerEmail,
  customerPhone: requests.customerPhone,
  customerPhoneDialCode: requests.customerPhoneDialCode,
  refundAmount: requests.refundAmount,
  currency: requests.currency,
  refundMode: requests.refundMode,
  tags: requests.tags,
  courier: requests.courier,
  trackingCompany: requests.trackingCompany,
  needsAttention: requests.needsAttention,
  archived: requests.archived,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
};
type Row = Pick<
  typeof requests.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'orderName' | 'refundAmount' | 'status'
>;

const sortValue = (r: Row, sort: Sort) =>
  ({
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    order_name: r.orderName,
    requested_amount: r.refundAmount,
    status: r.status,
  })[sort];

/** Rows past `row` in the list's order, `cmp` choosing the side: the keyset condition. */
function beyond(sort: Sort, row: Row, cmp: typeof gt): SQL {
  const col = SORT_COLUMNS[sort];
  const value = sortValue(row, sort);
  return or(cmp(col, value), and(eq(col, value), cmp(requests.id, row.id))) as SQL;
}

/** POST return-exchange/v1/filter-list: one page of the list and the total (counted up to a cap). */
export async function filterList(deps: Deps, auth: AuthContext, q: ListQuery): Promise<FilterListResponse> {
  requirePermission(auth, 'request.all.view');
  const now = deps.clock();
  const where = listWhere(auth.storeId, q, now, await findListIds(deps.db, q, now));
  const col = SORT_COLUMNS[q.sort];
  const dir = q.direction === 'asc' ? asc : desc;
  const cap = deps.config.listCountCap ?? LIST_COUNT_CAP;
  // A deep page by offset reads and drops every row before it; after the previous page's last row,
  // the sort index starts right there.
  const last = q.after
    ? (
        await deps.db
          .select(LIST_COLUMNS)
          .from(requests)
          .where(and(eq(requests.storeId, auth.storeId), eq(requests.id, q.after)))
      )[0]
    : undefined;
  const page = deps.db
    .select(LIST_COLUMNS)
    .from(requests)
    .where(last ? and(where, beyond(q.sort, last, q.direction === 'desc' ? lt : gt)) : where)
    .orderBy(dir(col), dir(requests.id))
    .limit(q.limit);
  // Counting stops at cap + 1 rows: "all statuses, all time" no longer reads the whole store.
  const capped = deps.db
    .select({ one: sql`1`.as('one') })
    .from(requests)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    last ? page : page.offset((q.page - 1) * q.limit),
    deps.db.select({ n: count() }).from(capped),
  ]);
  const n = counted?.n ?? 0;
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await deps.db
        .select({
          requestId: requestItems.requestId,
          title: requestItems.title,
          variantTitle: requestItems.variantTitle,
          quantity: requestItems.requestedQty,
          imageUrl: requestItems.imageUrl,
        })
        .from(requestItems)
        .where(and(eq(requestItems.storeId, auth.storeId), inArray(requestItems.requestId, ids)))
    : [];
  return {
    total: Math.min(n, cap),
    total_capped: n > cap,
    page: q.page,
    limit: q.limit,
    docs: rows.map((r) => {
      const mine = items.filter((i) => i.requestId === r.id);
      return {
        id: r.id,
        name: r.name,
        kind: r.kind,
        status: r.status,
        order_id: r.orderId,
        order_name: r.orderName,
        customer_name: r.customerName,
        customer_email: r.customerEmail,
        customer_phone: r.customerPhone ? `${r.customerPhoneDialCode} ${r.customerPhone}`.trim() : '',
        items_count: mine.reduce((s, i) => s + i.quantity, 0),
        items: mine.slice(0, 5).map((i) => ({
          title: i.title,
          variant_title: i.variantTitle,
          quantity: i.quantity,
          image_url: i.imageUrl,
        })),
        requested_amount: r.refundAmount,
        currency: r.currency,
        refund_mode: r.refundMode,
        tags: r.tags,
        courier: r.courier ?? r.trackingCompany,
        needs_attention: r.needsAttention,
        archived: r.archived,
        created_at: r.createdAt.toISOString(),
        age_days: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / DAY)),
      };
    }),
  };
}

/** The requests just before and after `id` in the list the merchant came from (same filters and sort). */
export async function neighbours(
  deps: Deps,
  auth: AuthContext,
  id: string,
  q: ListQuery,
): Promise<NeighboursResponse> {
  requirePermission(auth, 'request.all.view');
  const current = await findRequest(deps.db, auth.storeId, id);
  const now = deps.clock();
  const where = listWhere(auth.storeId, q, now, await findListIds(deps.db, q, now));
  const col = SORT_COLUMNS[q.sort];
  // "next" is further down the page: smaller values in a descending list.
  const down = q.direction === 'desc' ? lt : gt;
  const up = q.direction === 'desc' ? gt : lt;
  const dDown = q.direction === 'desc' ? desc : asc;
  const dUp = q.direction === 'desc' ? asc : desc;
  const [next, previous] = await Promise.all([
    deps.db
      .select({ id: requests.id })
      .from(requests)
      .where(and(where, beyond(q.sort, current, down)))
      .orderBy(dDown(col), dDown(requests.id))
      .limit(1),
    deps.db
      .select({ id: requests.id })
      .from(requests)
      .where(and(where, beyond(q.sort, current, up)))
      .orderBy(dUp(col), dUp(requests.id))
      .limit(1),
  ]);
  return { next_id: next[0]?.id ?? null, previous_id: previous[0]?.id ?? null };
}
