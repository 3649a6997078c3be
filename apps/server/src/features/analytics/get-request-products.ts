import type { AnalyticsQuery } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

const TOP = 20;

type ProductRow = {
  product_id: string | null;
  title: string;
  requests: number;
  quantity: number;
  returned_value: string;
  top_reason: string;
};

/**
 * GET analytics/v1/request-products: the products returned most (the problem-product signal). A product
 * is its id, or its title when it has none; its reason is the one named on most of its item lines (the
 * first in order on a tie, as `mode()` chooses). Products with as many units come in order of title, then id.
 */
export async function getRequestProducts(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['product', 'product_reason'], 'current');
  const rows = await queryRows<ProductRow>(
    deps.db,
    // One pass groups the period's rows per product (and per product and reason): the few hundred groups are
    // then joined, rather than the rows of every day kept and read twice.
    sql`with x as (
        select metric, key, sub, case when metric = 'product_reason' then label end as reason,
          min(label) as title, sum(n) as n, sum(qty) as qty, sum(amount) as amount
        from ${facts} group by 1, 2, 3, 4
      ),
      p as (
        select key, sub, title, n::int as requests, qty::int as quantity, amount::text as returned_value
        from x where metric = 'product'
      ),
      r as (
        select distinct on (key, sub) key, sub, reason from x where metric = 'product_reason'
        order by key, sub, n desc, reason
      )
      select p.key as product_id, p.title, p.requests, p.quantity, p.returned_value, r.reason as top_reason
      from p left join r on r.key is not distinct from p.key and r.sub is not distinct from p.sub
      order by p.quantity desc, p.title, p.key, p.sub limit ${TOP}`,
  );
  const c = scope.currency;
  return {
    ...answerBase(scope),
    products: rows.map((r) => ({ ...r, returned_value: fromMinor(toMinor(r.returned_value, c), c) })),
  };
}
