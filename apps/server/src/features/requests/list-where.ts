import { type filterListBody, LIST_COUNT_CAP } from '@roundtrip/core';
import { ACTIVE_STATUSES, AWAITING_RECEIPT_STATUSES } from '@roundtrip/core/lifecycle';
import { and, arrayContains, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { requestItems, requestSearchText, requests } from '../../db/schema';

export type ListQuery = z.output<typeof filterListBody>;
const DAY = 86_400_000;

/** `%` and `_` typed by a merchant are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListFilters = Omit<ListQuery, 'page' | 'limit' | 'sort' | 'direction'>;

/** The ids `findListIds` answered for the search and for the tag filter, each when it could. */
export type FoundIds = { search?: string[]; tags?: string[] };

/** One array parameter rather than a thousand. */
const idIn = (ids: string[]) => sql`${requests.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

/**
 * The WHERE of a list (spec 2 query string), always scoped to the store in the token. `found`: the ids
 * `findListIds` answered.
 */
export function listWhere(storeId: string, q: ListFilters, now: Date, found: FoundIds = {}): SQL {
  const conds: (SQL | undefined)[] = [eq(requests.storeId, storeId)];
  if (q.type) conds.push(eq(requests.kind, q.type));
  if (q.status === 'active') conds.push(inArray(requests.status, [...ACTIVE_STATUSES]));
  else if (q.status === 'to_receive') conds.push(inArray(requests.status, [...AWAITING_RECEIPT_STATUSES]));
  else if (q.status === 'needs_attention')
    conds.push(eq(requests.needsAttention, true), ne(requests.status, 'archived'));
  else if (q.status === 'all') {
    if (!q.includeArchived) conds.push(ne(requests.status, 'archived'));
  } else conds.push(eq(requests.status, q.status));
  const { since, until } = dateBounds(q, now);
  if (since) conds.push(gte(requests.createdAt, since));
  if (until) conds.push(lt(requests.createdAt, until));
  const search = q.search?.trim();
  if (search) conds.push(searchWhere(search, found.search));
  if (q.tags?.length) conds.push(found.tags ? idIn(found.tags) : arrayContains(requests.tags, q.tags));
  if (q.refundMode?.length) conds.push(inArray(requests.refundMode, q.refundMode));
  if (q.courier?.length)
    conds.push(or(inArray(requests.courier, q.courier), inArray(requests.trackingCompany, q.courier)));
  if (q.reason?.length)
    conds.push(
      sql`exists (select 1 from ${requestItems} where ${requestItems.requestId} = ${requests.id} and ${inArray(requestItems.reason, q.reason)})`,
    );
  return and(...conds) as SQL;
}

/** The creation-date range of a list's date filter: from `since`, before `until`. */
function dateBounds(
  q: Pick<ListQuery, 'dateFilter' | 'from' | 'to'>,
  now: Date,
): { since?: Date; until?: Date } {
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (q.dateFilter === 'today') return { since: startOfToday };
  if (q.dateFilter === 'last_week') return { since: new Date(now.getTime() - 7 * DAY) };
  if (q.dateFilter === 'last_month') return { since: new Date(now.getTime() - 30 * DAY) };
  if (q.dateFilter !== 'custom') return {};
  return {
    ...(q.from ? { since: new Date(`${q.from}T00:00:00.000Z`) } : {}),
    ...(q.to ? { until: new Date(new Date(`${q.to}T00:00:00.000Z`).getTime() + DAY) } : {}),
  };
}

/** How a search is matched: an order or phone number, an email address, or a substring of the searched text. */
type SearchKind = { digits: string } | { email: string } | { pattern: string };

function readSearch(search: string): SearchKind {
  const digits = search.replace(/^#/, '');
  if (/^\d{1,20}$/.test(digits)) return { digits };
  if (/^[^\s@]+@[^\s@]+$/.test(search)) return { email: search.toLowerCase() };
  // No one types the separator of the searched text: a search holding it would span two fields.
  return { pattern: `%${likeEscape(digits.replaceAll('\x1f', ''))}%` };
}

/** Past this many matches a search is common: the list's own order and capped count find it faster. */
const FEW_MATCHES = 1_000;
/**
 * A tag's ids are used up to the count's cap: 5,000 ids probed by primary key answer the page and the
 * count in about 45 ms at 1,000,000 requests, where filtering the store in the list's order until 10,001
 * matches took 700 ms. Past the cap the tag is on 1% of the store or more, and that walk stops soon.
 */
const FEW_TAGGED = LIST_COUNT_CAP;

/**
 * The ids matching the list's search (a substring or an email address) and its tags, from their indexes,
 * each when there are few of them; otherwise undefined. Under row-level security the list's own ILIKE,
 * `lower(email) =` and `tags @>` cannot use those indexes (none is LEAKPROOF), so a rare match would read
 * the whole store; the functions `request_search_ids` (migration 0019), `request_email_ids` and
 * `request_tag_ids` (0025) read it as the table owner, for the store of the transaction only
 * (docs/scale.md, "Search behind the store wall").
 */
export async function findListIds(db: Db, q: ListFilters, now: Date): Promise<FoundIds> {
  const search = q.search?.trim();
  const kind = search ? readSearch(search) : undefined;
  const { since, until } = dateBounds(q, now);
  const rest = (most: number) =>
    sql`${since?.toISOString() ?? null}::timestamptz, ${until?.toISOString() ?? null}::timestamptz, ${most + 1}`;
  const few = async (call: SQL, most: number) => {
    const rows = await queryRows<{ id: string }>(db, sql`select ${call} as id`);
    return rows.length <= most ? rows.map((r) => r.id) : undefined;
  };
  const tags = q.tags?.length ? sql`array[${sql.join(q.tags, sql`, `)}]::text[]` : undefined;
  const [searchIds, tagIds] = await Promise.all([
    kind && 'pattern' in kind
      ? few(sql`request_search_ids(${kind.pattern}, ${rest(FEW_MATCHES)})`, FEW_MATCHES)
      : kind && 'email' in kind
        ? few(sql`request_email_ids(${kind.email}, ${rest(FEW_MATCHES)})`, FEW_MATCHES)
        : undefined,
    tags ? few(sql`request_tag_ids(${tags}, ${rest(FEW_TAGGED)})`, FEW_TAGGED) : undefined,
  ]);
  return { ...(searchIds ? { search: searchIds } : {}), ...(tagIds ? { tags: tagIds } : {}) };
}

/**
 * Search (spec: order name, customer name, email or phone). An order number or a phone number and
 * an email address (any case) are matched exactly, from indexes, so they stay fast over every date; other
 * text is a case-insensitive substring of the customer name, email, order or request name. An email or a
 * substring takes the ids found for it, or is matched in the list itself when it matches many.
 */
function searchWhere(search: string, found: string[] | undefined): SQL {
  const kind = readSearch(search);
  if ('digits' in kind)
    return or(
      inArray(requests.orderName, [`#${kind.digits}`, kind.digits]),
      eq(requests.customerPhone, kind.digits),
      eq(requests.name, `${kind.digits}-1`),
    ) as SQL;
  if (found) return idIn(found);
  if ('email' in kind) return sql`lower(${requests.customerEmail}) = ${kind.email}`;
  return ilike(requestSearchText(requests), kind.pattern);
}

/** Sort column of each list sort; ties broken by id so pages never overlap. */
export const SORT_COLUMNS = {
  created_at: requests.createdAt,
  updated_at: requests.updatedAt,
  order_name: requests.orderName,
  requested_amount: requests.refundAmount,
  status: requests.status,
} as const;
