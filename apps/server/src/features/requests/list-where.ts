import type { filterListBody } from '@roundtrip/core';
import { ACTIVE_STATUSES, AWAITING_RECEIPT_STATUSES } from '@roundtrip/core/lifecycle';
import { and, arrayContains, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requestItems, requestSearchText, requests } from '../../db/schema';

export type ListQuery = z.output<typeof filterListBody>;
const DAY = 86_400_000;

/** `%` and `_` typed by a merchant are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a list (spec 2 query string), always scoped to the store in the token. */
export function listWhere(
  storeId: string,
  q: Omit<ListQuery, 'page' | 'limit' | 'sort' | 'direction'>,
  now: Date,
): SQL {
  const conds: (SQL | undefined)[] = [eq(requests.storeId, storeId)];
  if (q.type) conds.push(eq(requests.kind, q.type));
  if (q.status === 'active') conds.push(inArray(requests.status, [...ACTIVE_STATUSES]));
  else if (q.status === 'to_receive') conds.push(inArray(requests.status, [...AWAITING_RECEIPT_STATUSES]));
  else if (q.status === 'needs_attention')
    conds.push(eq(requests.needsAttention, true), ne(requests.status, 'archived'));
  else if (q.status === 'all') {
    if (!q.includeArchived) conds.push(ne(requests.status, 'archived'));
  } else conds.push(eq(requests.status, q.status));
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (q.dateFilter === 'today') conds.push(gte(requests.createdAt, startOfToday));
  else if (q.dateFilter === 'last_week')
    conds.push(gte(requests.createdAt, new Date(now.getTime() - 7 * DAY)));
  else if (q.dateFilter === 'last_month')
    conds.push(gte(requests.createdAt, new Date(now.getTime() - 30 * DAY)));
  else if (q.dateFilter === 'custom') {
    if (q.from) conds.push(gte(requests.createdAt, new Date(`${q.from}T00:00:00.000Z`)));
    if (q.to) conds.push(lt(requests.createdAt, new Date(new Date(`${q.to}T00:00:00.000Z`).getTime() + DAY)));
  }
  const search = q.search?.trim();
  if (search) conds.push(searchWhere(search));
  if (q.tags?.length) conds.push(arrayContains(requests.tags, q.tags));
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
 * Search (spec: order name, customer name, email or phone). An order number or a phone number and
 * an email address are matched exactly, from indexes, so they stay fast over every date; other text
 * is a case-insensitive substring of the customer name, email, order or request name, found from a
 * trigram index on their joined text (requestSearchText).
 */
function searchWhere(search: string): SQL {
  const digits = search.replace(/^#/, '');
  if (/^\d{1,20}$/.test(digits))
    return or(
      inArray(requests.orderName, [`#${digits}`, digits]),
      eq(requests.customerPhone, digits),
      eq(requests.name, `${digits}-1`),
    ) as SQL;
  if (/^[^\s@]+@[^\s@]+$/.test(search))
    return sql`lower(${requests.customerEmail}) = ${search.toLowerCase()}`;
  // No one types the separator of the searched text: a search holding it would span two fields.
  const p = `%${likeEscape(search.replace(/^#/, '').replaceAll('\x1f', ''))}%`;
  return ilike(requestSearchText(requests), p);
}

/** Sort column of each list sort; ties broken by id so pages never overlap. */
export const SORT_COLUMNS = {
  created_at: requests.createdAt,
  updated_at: requests.updatedAt,
  order_name: requests.orderName,
  requested_amount: requests.refundAmount,
  status: requests.status,
} as const;
