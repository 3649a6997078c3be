import { type SQL, sql } from 'drizzle-orm';
import { valuelessRequest } from './measures';

const valueStatus = { status: sql.raw('q.status'), statusBeforeArchive: sql.raw('q.status_before_archive') };

/**
 * The customer tables' figures beside the ranking, summed over the requests `where` keeps (alias `q`), per
 * customer (`lower(customer_email)`) and, with `dayIn`, per local day of that timezone: requests, returns,
 * exchanges, items asked for, returned value (the items' paid value of requests whose value counts:
 * `valuelessRequest`) and the greatest name. The rollup keeps these per day (`analytics_customer_facts`),
 * the reports read the dirty days' requests with the same SQL, and `customer_details` (migration 0052)
 * sums them for a whole range.
 */
export function customerFacts(where: SQL, dayIn?: string): SQL {
  const day = dayIn ? sql`, (q.created_at at time zone ${dayIn})::date as day` : sql``;
  return sql`select lower(q.customer_email) as email${day}, count(*)::int as requests,
      (count(*) filter (where q.kind = 'return'))::int as returns,
      (count(*) filter (where q.kind = 'exchange'))::int as exchanges,
      coalesce(sum(i.qty), 0)::int as items,
      coalesce(sum(i.paid) filter (where not ${valuelessRequest(valueStatus)}), 0) as returned_value,
      max(q.customer_name) as name
    from requests q
    left join lateral (
      select sum(ri.requested_qty) as qty, sum(ri.paid_amount) as paid from request_items ri
      where ri.request_id = q.id and ri.store_id = q.store_id
    ) i on true
    where ${where} and q.customer_email <> ''
    group by 1${dayIn ? sql`, 2` : sql``}`;
}
