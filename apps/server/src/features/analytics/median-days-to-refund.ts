import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { requestFirstRefunds } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AnalyticsScope } from './analytics-scope';

type Bucket = { n: number; lo: string; hi: string };

/**
 * The median days from request to first succeeded refund of the period's requests, exactly as
 * `percentile_cont(0.5)` over every refunded request of the period gives it (as text). A request's first
 * refund is kept in `request_first_refunds`; the `refund_delay` facts (in `facts`, from factsSource)
 * count the period's requests per 6-hour bucket of delay, with each bucket's smallest and largest delay.
 * They give the ranks the median sits at and the bucket holding each; a value is then read from the
 * delay index: at once when the bucket's requests all have the same delay, otherwise the period's
 * requests of that bucket in order of delay, up to the rank.
 */
export async function medianDaysToRefund(
  deps: Deps,
  scope: AnalyticsScope,
  facts: SQL,
): Promise<string | null> {
  const buckets = await queryRows<Bucket>(
    deps.db,
    sql`select sum(n)::int as n, min(qty)::text as lo, max(amount)::text as hi
      from ${facts} where metric = 'refund_delay' and current group by key order by key::bigint`,
  );
  const total = buckets.reduce((s, b) => s + b.n, 0);
  if (!total) return null;
  // percentile_cont's rows: the median of an even count lies halfway between two neighbours.
  const position = 0.5 * (total - 1);
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const valueAt = (rank: number): SQL => {
    let before = 0;
    for (const b of buckets) {
      if (rank < before + b.n) return delayAt(scope, b, rank - before);
      before += b.n;
    }
    throw new Error('rank past the count');
  };
  const [median] = await queryRows<{ days: string }>(
    deps.db,
    below === above
      ? sql`select (${valueAt(below)})::text as days`
      : // As PostgreSQL interpolates (float8_lerp): lo + pct * (hi - lo).
        sql`select (a + 0.5::float8 * (b - a))::text as days
          from (select (${valueAt(below)}) as a, (${valueAt(above)}) as b) v`,
  );
  return median?.days ?? null;
}

/**
 * The delay in days (the old query's expression, to the bit) of the `offset`-th request of the bucket. A
 * bucket of one delay has that value on every row: its first row by the delay index will do. The bounds are
 * a range and the order kept even then: written `delay_us = lo`, the order would be dropped as constant and
 * the row found by a sequential scan from the table's first page, wherever the store's rows lie (2,381
 * pages, 14 ms, on the bench's copy: docs/scale.md, "What every merchant call pays").
 */
function delayAt(scope: AnalyticsScope, bucket: Bucket, offset: number): SQL {
  const days = sql`(extract(epoch from (first_refund_at - requested_at)) / 86400)::float8`;
  const one = bucket.lo === bucket.hi;
  return sql`select ${days} from request_first_refunds
    where store_id = ${scope.store.id} and delay_us >= ${bucket.lo}::bigint and delay_us <= ${bucket.hi}::bigint
      ${one ? sql`` : sql`and ${scope.inCurrent(requestFirstRefunds.requestedAt)}`}
    order by delay_us offset ${one ? 0 : offset} limit 1`;
}
