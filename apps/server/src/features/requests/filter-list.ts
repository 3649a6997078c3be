import {
  type FilterListResponse,
  LIST_COUNT_CAP,
  type NeighboursResponse,
  SEARCH_COUNT_CAP,
} from '@roundtrip/core';
import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import { requestItems, requests, requestTags } from '../../db/schema';
import type { Deps } from '../../deps';
import { shownStatuses } from '../../refund-records/shown-statuses';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import {
  type FoundIds,
  findListIds,
  type ListQuery,
  listWhere,
  matchesSearchPerRow,
  SORT_COLUMNS,
  tagJoin,
  tagOnlyWhere,
  tagWhere,
} from './list-where';
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

/**
 * The columns a list is ordered by: walking a tag's rows (`tagJoin`), the date order is theirs (the same
 * values, kept by trigger), so the walk stops after a page.
 */
function orderColumns(sort: Sort, found: FoundIds) {
  if (found.tag && sort === 'created_at') return { col: requestTags.createdAt, id: requestTags.requestId };
  return { col: SORT_COLUMNS[sort], id: found.tag ? requestTags.requestId : requests.id };
}

/** Rows past `row` in the list's order, `cmp` choosing the side: the keyset condition. */
function beyond(sort: Sort, found: FoundIds, row: Row, cmp: typeof gt): SQL {
  const { col, id } = orderColumns(sort, found);
  const value = sortValue(row, sort);
  return or(cmp(col, value), and(eq(col, value), cmp(id, row.id))) as SQL;
}

/** The list's rows: the store's requests, or those of the tag `findListIds` chose to walk. */
function listed<T extends SelectedFields>(db: Db, fields: T, found: FoundIds) {
  const from = db.select(fields).from(requests).$dynamic();
  return found.tag ? from.innerJoin(requestTags, tagJoin) : from;
}

/** POST return-exchange/v1/filter-list: one page of the list and the total (counted up to a cap). */
export async function filterList(deps: Deps, auth: AuthContext, q: ListQuery): Promise<FilterListResponse> {
  requirePermission(auth, 'request.all.view');
  const now = deps.clock();
  const found = await findListIds(deps.db, auth.storeId, q, now);
  // A common search's count matches the text on every row it reads: 107,000 rows of 1,000,000 for a
  // name on one request in ten, to count 10,001 (docs/scale.md, "A common search counts to 1,000").
  const listCap = deps.config.listCountCap ?? LIST_COUNT_CAP;
  const cap = matchesSearchPerRow(q, found) ? Math.min(listCap, SEARCH_COUNT_CAP) : listCap;
  const where = listWhere(auth.storeId, q, now, found);
  const { col, id } = orderColumns(q.sort, found);
  const dir = q.direction === 'asc' ? asc : desc;
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
  // Counting stops at cap + 1 rows: "all statuses, all time" no longer reads the whole store. Walking a
  // tag, the count reads the tag's rows alone when they hold every filter of the list; otherwise each row
  // probes its request (a fenced lateral join): PostgreSQL would otherwise hash the whole store for a tag
  // on half of it (1 s at 1,000,000) to count 10,001 rows.
  const tagOnly = found.tag ? tagOnlyWhere(auth.storeId, q, now, found.tag) : undefined;
  const counting = tagOnly
    ? sql`select count(*)::int as n from (select 1 from ${requestTags} where ${tagOnly} limit ${cap + 1}) c`
    : found.tag
      ? sql`select count(*)::int as n from (select 1 from ${requestTags} cross join lateral
          (select 1 from ${requests} where ${tagJoin} and ${where} offset 0) r
          where ${tagWhere(auth.storeId, q, now, found.tag)} limit ${cap + 1}) c`
      : sql`select count(*)::int as n from (select 1 from ${requests} where ${where} limit ${cap + 1}) c`;
  // The count rides in the page's statement, computed once (a sub-select): the statements of a request
  // share its one connection, so this is one round trip less (docs/scale.md, "Merchant lists at
  // scale"). An empty page after the first has no row to carry it, and asks it alone.
  const page = listed(deps.db, { ...LIST_COLUMNS, total: sql<number>`(${counting})` }, found)
    .where(last ? and(where, beyond(q.sort, found, last, q.direction === 'desc' ? lt : gt)) : where)
    .orderBy(dir(col), dir(id))
    .limit(q.limit);
  const rows = await (last ? page : page.offset((q.page - 1) * q.limit));
  const alone = async () => (await queryRows<{ n: number }>(deps.db, counting))[0]?.n ?? 0;
  // An empty first page (no keyset) means nothing matches.
  const n = rows[0]?.total ?? (q.page > 1 || last ? await alone() : 0);
  const ids = rows.map((r) => r.id);
  // Not a sub-select of the page: PostgreSQL would compute it for every row an offset skips.
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
  const shown = await shownStatuses(deps.db, auth.storeId, rows);
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
        shown_status: shown.get(r.id) ?? r.status,
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
  const found = await findListIds(deps.db, auth.storeId, q, now);
  const where = listWhere(auth.storeId, q, now, found);
  const { col, id: idCol } = orderColumns(q.sort, found);
  // "next" is further down the page: smaller values in a descending list.
  const down = q.direction === 'desc' ? lt : gt;
  const up = q.direction === 'desc' ? gt : lt;
  const dDown = q.direction === 'desc' ? desc : asc;
  const dUp = q.direction === 'desc' ? asc : desc;
  const [next, previous] = await Promise.all([
    listed(deps.db, { id: requests.id }, found)
      .where(and(where, beyond(q.sort, found, current, down)))
      .orderBy(dDown(col), dDown(idCol))
      .limit(1),
    listed(deps.db, { id: requests.id }, found)
      .where(and(where, beyond(q.sort, found, current, up)))
      .orderBy(dUp(col), dUp(idCol))
      .limit(1),
  ]);
  return { next_id: next[0]?.id ?? null, previous_id: previous[0]?.id ?? null };
}
