import { PAID_REFUND_STATUS } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { valuelessRequest } from './measures';

/**
 * The facts the day-rollupable reports are made of, per store-local day. This file holds their only raw
 * SQL: the rollup job stores its rows in `analytics_daily`, and the reports compute the same rows from the
 * raw tables for the days not rolled up (dirty days), so the two cannot disagree.
 *
 * Every fact adds up over days (`refund_delay`'s bounds combine by min and max): a request, its items,
 * its status and its first refund's delay count on the request's creation day, a refund on its own.
 * Columns: day, metric, key, sub, label, n, qty, amount.
 */
export const FACT_METRICS = [
  /** key: status now; n: requests; qty: of them needing attention. */
  'status',
  /** key: kind; n: requests. */
  'kind',
  /** n: requests not rejected or cancelled where the shopper owed a difference; amount: what they owed. */
  'captures',
  /** key: courier booked (null: none); n: requests. */
  'courier',
  /** key: return method; n: requests. */
  'method',
  /** key: the return address's country, upper case (null: none, the store's country at read time). */
  'country',
  /** key: reason named; sub: request kind; n: item lines; qty: units; amount: their returned value. */
  'reason',
  /** key: product id; sub: title when no id; label: first title; n: requests; qty: units; amount: returned value. */
  'product',
  /** key, sub: as `product`; label: reason named; n: item lines (the most given reason per product). */
  'product_reason',
  /** key: refund mode; n: refunds that succeeded; amount: their sum (by the refund's own day). */
  'refund',
  /**
   * key: a 6-hour bucket of the delay from request to first succeeded refund; n: requests; qty, amount:
   * the smallest and largest delay in it, in microseconds (median-days-to-refund.ts).
   */
  'refund_delay',
  /** n: requests with items, whatever their status; amount: their items' paid value (the risk score's typical request). */
  'request_value',
] as const;
export type FactMetric = (typeof FACT_METRICS)[number];

/** The metrics as an SQL list, for `metric in (…)`. */
export const metricList = (metrics: readonly FactMetric[]) =>
  sql.join(
    metrics.map((m) => sql`${m}`),
    sql`, `,
  );

const VALUELESS = valuelessRequest({
  status: sql.raw('r.status'),
  statusBeforeArchive: sql.raw('r.status_before_archive'),
});
const KEPT = sql`not ${VALUELESS}`;

/**
 * The alias of the table whose instant places a row on a day: requests (r), refunds (f), first refunds (d)
 * or request items (i, by their request's instant).
 */
type Alias = 'r' | 'f' | 'd' | 'i';
type Part = (day: (a: Alias) => SQL, where: (a: Alias) => SQL) => SQL;

const r = 'r';
const i = 'i';
const f = 'f';
const d = 'd';
/** The delay buckets' width, in microseconds. */
const DELAY_BUCKET_US = 6 * 3600 * 1_000_000;
const productKey = sql.raw('i.product_id, case when i.product_id is null then i.title end');
const ITEM_METRICS: ReadonlySet<FactMetric> = new Set([
  'reason',
  'product',
  'product_reason',
  'request_value',
]);

const PARTS: Record<FactMetric, Part> = {
  status: (day, where) => sql`select ${day(r)}, 'status'::text, r.status::text, null::text, null::text,
    count(*)::bigint, (count(*) filter (where r.needs_attention))::bigint, 0::numeric
    from requests r where ${where(r)} group by 1, 3`,
  kind: (day, where) => sql`select ${day(r)}, 'kind'::text, r.kind::text, null::text, null::text,
    count(*)::bigint, 0::bigint, 0::numeric from requests r where ${where(r)} group by 1, 3`,
  captures: (day, where) => sql`select ${day(r)}, 'captures'::text, null::text, null::text, null::text,
    count(*)::bigint, 0::bigint, sum(r.amount_due)::numeric
    from requests r where ${where(r)} and r.payer = 'customer' and ${KEPT} group by 1`,
  courier: (day, where) => sql`select ${day(r)}, 'courier'::text, r.courier::text, null::text, null::text,
    count(*)::bigint, 0::bigint, 0::numeric from requests r where ${where(r)} group by 1, 3`,
  method: (day, where) => sql`select ${day(r)}, 'method'::text, r.method::text, null::text, null::text,
    count(*)::bigint, 0::bigint, 0::numeric from requests r where ${where(r)} group by 1, 3`,
  country: (
    day,
    where,
  ) => sql`select ${day(r)}, 'country'::text, nullif(upper(r.address->>'country'), '')::text,
    null::text, null::text, count(*)::bigint, 0::bigint, 0::numeric from requests r where ${where(r)} group by 1, 3`,
  // The item facts read `items` (see `dailyFacts`): the window's item lines with their request's day and kind.
  reason: () => sql`select i.day, 'reason'::text, i.reason::text, i.kind::text, null::text,
    count(*)::bigint, sum(i.requested_qty)::bigint, coalesce(sum(i.paid_amount) filter (where i.counted), 0)::numeric
    from items i group by 1, 3, 4`,
  product: () => sql`select i.day, 'product'::text, ${productKey}, min(i.title)::text,
    count(distinct i.request_id)::bigint, sum(i.requested_qty)::bigint,
    coalesce(sum(i.paid_amount) filter (where i.counted), 0)::numeric
    from items i group by 1, 3, 4`,
  product_reason: () => sql`select i.day, 'product_reason'::text, ${productKey}, i.reason::text,
    count(*)::bigint, 0::bigint, 0::numeric from items i group by 1, 3, 4, 5`,
  refund: (day, where) => sql`select ${day(f)}, 'refund'::text, f.mode::text, null::text, null::text,
    count(*)::bigint, 0::bigint, sum(f.amount)::numeric
    from refunds f where ${where(f)} and f.status = ${PAID_REFUND_STATUS} group by 1, 3`,
  refund_delay: (day, where) => sql`select ${day(d)}, 'refund_delay'::text,
    (d.delay_us / ${sql.raw(String(DELAY_BUCKET_US))})::text, null::text, null::text,
    count(*)::bigint, min(d.delay_us)::bigint, max(d.delay_us)::numeric
    from request_first_refunds d where ${where(d)} and d.delay_us is not null group by 1, 3`,
  request_value: () => sql`select i.day, 'request_value'::text, null::text, null::text, null::text,
    count(distinct i.request_id)::bigint, 0::bigint, sum(i.paid_amount)::numeric from items i group by 1`,
};

/**
 * The facts of `metrics` for one store, per day in `timezone`, from the raw rows whose counting instant
 * passes `window`: one select per metric, united, as one parenthesized statement.
 */
export function dailyFacts(
  storeId: string,
  timezone: string,
  window: (at: SQL) => SQL,
  metrics: readonly FactMetric[],
): SQL {
  const at = (a: Alias) =>
    sql.raw(a === 'd' ? 'd.requested_at' : a === 'i' ? 'i.request_created_at' : `${a}.created_at`);
  const day = (a: Alias) => sql`(${at(a)} at time zone ${timezone})::date`;
  const where = (a: Alias) => sql`${sql.raw(a)}.store_id = ${storeId} and ${window(at(a))}`;
  // Items carry their request's instant and kind (migration 0038), so a window's items are one range of
  // the (store_id, request_created_at) index, with no join to their requests; the few valueless requests
  // of the window (rejected, cancelled) are read from the status index and set apart by a hashed lookup.
  // Read once for all item facts: PostgreSQL keeps a CTE read by several parts, and inlines one read by a
  // single part.
  const items = metrics.some((m) => ITEM_METRICS.has(m))
    ? sql`with items as (select ${day(i)} as day, i.request_kind as kind, i.request_id, i.product_id, i.title,
        i.reason, i.requested_qty, i.paid_amount,
        i.request_id not in (select r.id from requests r where ${where(r)} and ${VALUELESS}) as counted
        from request_items i where ${where(i)}) `
    : sql``;
  return sql`(${items}${sql.join(
    metrics.map((m) => sql`(${PARTS[m](day, where)})`),
    sql` union all `,
  )})`;
}
