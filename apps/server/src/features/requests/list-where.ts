import { type filterListBody, LIST_COUNT_CAP } from '@roundtrip/core';
import { ACTIVE_STATUSES, AWAITING_RECEIPT_STATUSES } from '@roundtrip/core/lifecycle';
import { and, arrayContains, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { requestItems, requestSearchText, requests, requestTags } from '../../db/schema';

export type ListQuery = z.output<typeof filterListBody>;
const DAY = 86_400_000;

type ListFilters = Omit<ListQuery, 'page' | 'limit' | 'sort' | 'direction'>;

/**
 * What `findListIds` found: the ids matching the search, when few; the tag whose `request_tags` rows the
 * list walks (joined by `tagJoin`), when the list has tags.
 */
export type FoundIds = { search?: string[]; tag?: string };

/** One array parameter rather than a thousand. */
const idIn = (ids: string[]) => sql`${requests.id} = any(${`{${ids.join(',')}}`}::uuid[])`;

/**
 * The WHERE of a list (the list's query string), always scoped to the store in the token. `found`: the ids
 * `findListIds` answered.
 */
export function listWhere(storeId: string, q: ListFilters, now: Date, found: FoundIds = {}): SQL {
  const conds: (SQL | undefined)[] = [eq(requests.storeId, storeId)];
  if (q.type) conds.push(eq(requests.kind, q.type));
  conds.push(...statusWhere(q, requests));
  const { since, until } = dateBounds(q, now);
  if (since) conds.push(gte(requests.createdAt, since));
  if (until) conds.push(lt(requests.createdAt, until));
  const search = q.search?.trim();
  if (search) conds.push(searchWhere(search, found.search));
  if (found.tag) conds.push(tagWhere(storeId, q, now, found.tag));
  const others = [...new Set(q.tags)].filter((t) => t !== found.tag);
  if (others.length) conds.push(arrayContains(requests.tags, others));
  if (q.refundMode?.length) conds.push(inArray(requests.refundMode, q.refundMode));
  if (q.courier?.length)
    conds.push(or(inArray(requests.courier, q.courier), inArray(requests.trackingCompany, q.courier)));
  if (q.reason?.length)
    conds.push(
      sql`exists (select 1 from ${requestItems} where ${requestItems.requestId} = ${requests.id} and ${inArray(requestItems.reason, q.reason)})`,
    );
  return and(...conds) as SQL;
}

/**
 * A list with tags walks the rows of one of them in `request_tags` (docs/scale.md, "A tag on many
 * requests"), joined to requests by primary key: behind the store wall `tags @>` is not LEAKPROOF and so
 * filtered the store row by row, where text equality is an index condition. The tag's rows come in date
 * order (the key's), so a page or a capped count reads only as many as it needs; the other tags are
 * checked on the joined rows. The join is on the id alone: with the creation instant too, PostgreSQL
 * multiplied the two selectivities, expected one row for a tag on half the store and hashed both tables.
 */
export const tagJoin = eq(requestTags.requestId, requests.id);

/** The walked tag's rows in `request_tags`: its index range, the list's dates included. */
export function tagWhere(storeId: string, q: ListFilters, now: Date, tag: string): SQL {
  const { since, until } = dateBounds(q, now);
  return and(
    eq(requestTags.storeId, storeId),
    eq(requestTags.tag, tag),
    since ? gte(requestTags.createdAt, since) : undefined,
    until ? lt(requestTags.createdAt, until) : undefined,
  ) as SQL;
}

/** The list's status filter, on the requests or on their copy in `request_tags`. */
function statusWhere(
  q: Pick<ListFilters, 'status' | 'includeArchived'>,
  t: typeof requests | typeof requestTags,
): SQL[] {
  if (q.status === 'active') return [inArray(t.status, [...ACTIVE_STATUSES])];
  if (q.status === 'to_receive') return [inArray(t.status, [...AWAITING_RECEIPT_STATUSES])];
  if (q.status === 'needs_attention') return [eq(t.needsAttention, true), ne(t.status, 'archived')];
  if (q.status === 'all') return q.includeArchived ? [] : [ne(t.status, 'archived')];
  return [eq(t.status, q.status)];
}

/**
 * Which filters `request_tags` answers (its status and needs_attention copies, its dates, the request's
 * other tags): every filter must be placed here, so a new one cannot be skipped by the count below.
 */
const ON_REQUEST_TAGS: Record<keyof ListFilters, boolean> = {
  status: true,
  includeArchived: true,
  dateFilter: true,
  from: true,
  to: true,
  tags: true,
  after: true,
  type: false,
  search: false,
  refundMode: false,
  reason: false,
  courier: false,
};

const given = (v: unknown) =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v != null;

const OTHER_TAG = 'other_tag';
const otherTag = alias(requestTags, OTHER_TAG);

/**
 * The rows of the list walking `tag`, on `request_tags` alone (docs/scale.md, "A tag on many
 * requests"): its capped count is then an index-only scan of the key, where probing each request
 * read one heap page per row. Another tag of the list is the same request's row under that tag, a probe
 * of the same key: fenced (`offset 0` keeps `exists` a sub-plan), as PostgreSQL otherwise expected one row
 * and hashed the other tag's whole range (250 ms for `half` and a tag on 1 in 200, at 1,000,000).
 * Undefined when the list has a filter only the request holds.
 */
export function tagOnlyWhere(storeId: string, q: ListFilters, now: Date, tag: string): SQL | undefined {
  if ((Object.keys(ON_REQUEST_TAGS) as (keyof ListFilters)[]).some((k) => !ON_REQUEST_TAGS[k] && given(q[k])))
    return undefined;
  const others = [...new Set(q.tags)].filter((t) => t !== tag);
  return and(
    tagWhere(storeId, q, now, tag),
    ...statusWhere(q, requestTags),
    ...others.map(
      (other) =>
        sql`exists (select 1 from ${requestTags} ${sql.identifier(OTHER_TAG)} where ${and(
          eq(otherTag.storeId, requestTags.storeId),
          eq(otherTag.tag, other),
          eq(otherTag.createdAt, requestTags.createdAt),
          eq(otherTag.requestId, requestTags.requestId),
        )} offset 0)`,
    ),
  ) as SQL;
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
  return { pattern: containing(digits.replaceAll('\x1f', '')) };
}

/** Past this many matches a search is common: the list's own order and capped count find it faster. */
const FEW_MATCHES = 1_000;

/**
 * Whether the list matches its search text on each row it reads (a common substring or email, whose ids
 * `findListIds` did not take): its count then stops at SEARCH_COUNT_CAP. A number is matched by index.
 */
export function matchesSearchPerRow(q: ListFilters, found: FoundIds): boolean {
  const search = q.search?.trim();
  return Boolean(search) && !found.search && !('digits' in readSearch(search as string));
}

/**
 * The ids matching the list's search (a substring or an email address) from their indexes, when there are
 * few of them; otherwise undefined. Under row-level security the list's own ILIKE and `lower(email) =`
 * cannot use those indexes (neither is LEAKPROOF), so a rare match would read the whole store; the
 * functions `request_search_ids` (migration 0019) and `request_email_ids` (0025) read it as the table
 * owner, for the store of the transaction only (docs/scale.md, "Search behind the store wall"). With tags,
 * the one whose rows the list walks (`tagJoin`).
 */
export async function findListIds(db: Db, storeId: string, q: ListFilters, now: Date): Promise<FoundIds> {
  const search = await findSearchIds(db, q, now);
  // A few ids found for the search are read by primary key, faster than walking a tag.
  const tag = search.search ? undefined : await rarestTag(db, storeId, [...new Set(q.tags)]);
  return { ...search, ...(tag ? { tag } : {}) };
}

async function findSearchIds(db: Db, q: ListFilters, now: Date): Promise<FoundIds> {
  const search = q.search?.trim();
  const kind = search ? readSearch(search) : undefined;
  const { since, until } = dateBounds(q, now);
  if (!kind || 'digits' in kind) return {};
  const rest = sql`${since?.toISOString() ?? null}::timestamptz, ${until?.toISOString() ?? null}::timestamptz, ${FEW_MATCHES + 1}`;
  const call =
    'pattern' in kind
      ? sql`request_search_ids(${kind.pattern}, ${rest})`
      : sql`request_email_ids(${kind.email}, ${rest})`;
  const rows = await queryRows<{ id: string }>(db, sql`select ${call} as id`);
  return rows.length <= FEW_MATCHES ? { search: rows.map((r) => r.id) } : {};
}

/** Of several tags, the one on the fewest requests (counted up to the list's cap, from the key alone). */
async function rarestTag(db: Db, storeId: string, tags: string[]): Promise<string | undefined> {
  if (tags.length < 2) return tags[0];
  const [row] = await queryRows<{ tag: string }>(
    db,
    sql`select w.tag from unnest(array[${sql.join(tags, sql`, `)}]::text[]) w(tag) order by (select count(*)
      from (select 1 from ${requestTags} where ${requestTags.storeId} = ${storeId} and ${requestTags.tag} = w.tag limit ${LIST_COUNT_CAP + 1}) c), w.tag limit 1`,
  );
  return row?.tag;
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
