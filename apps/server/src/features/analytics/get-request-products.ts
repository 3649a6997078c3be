import type { AnalyticsQuery } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { sharedFactsReader } from './facts-source';

const TOP = 20;

/** A product is its id, or its title (`sub`) when it has none. */
type ProductKey = { key: string | null; sub: string | null };
type ProductRow = ProductKey & { title: string; requests: number; quantity: number; returned_value: string };

/**
 * GET analytics/v1/request-products: the products returned most (the problem-product signal). A product
 * is its id, or its title when it has none; its reason is the one named on most of its item lines (the
 * first in order on a tie, as `mode()` chooses). Products with as many units come in order of title, then id.
 */
export async function getRequestProducts(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  // One statement: the dirty days' items are read and grouped once for both kinds of rows.
  const { with: raw, facts } = await sharedFactsReader(deps, scope, 'current', ['product', 'product_reason']);
  // The reasons of the top products only: the other products' rows (most of a store's) are never read.
  // The top's ids and titles go to the (store, metric, key, day) index as arrays, one scan for all
  // twenty, where a lateral join per product made twenty.
  const ofTop = sql`(key = any(array(select key from top where key is not null))
    or (key is null and sub = any(array(select sub from top where key is null))))`;
  const products = await queryRows<ProductRow & { top_reason: string | null }>(
    deps.db,
    sql`with ${raw}, top as (
        select key, sub, min(label) as title, sum(n)::int as requests, sum(qty)::int as quantity,
          sum(amount)::text as returned_value
        from ${facts(['product'])}
        group by key, sub order by quantity desc, title, key, sub limit ${TOP}
      ), reasons as (
        select distinct on (key, sub) key, sub, reason from (
          select key, sub, label as reason, sum(n) as n from ${facts(['product_reason'], ofTop)}
          group by key, sub, label
        ) r order by key, sub, n desc, reason
      )
      select t.*, r.reason as top_reason from top t
      left join reasons r on r.key is not distinct from t.key and r.sub is not distinct from t.sub
      order by t.quantity desc, t.title, t.key, t.sub`,
  );
  const c = scope.currency;
  return {
    ...answerBase(scope),
    products: products.map(({ key, sub, top_reason, ...p }) => ({
      product_id: key,
      ...p,
      returned_value: fromMinor(toMinor(p.returned_value, c), c),
      // Every product counted has item lines, so a reason: the fallback is never used.
      top_reason: top_reason ?? '',
    })),
  };
}
