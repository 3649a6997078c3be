import type { AnalyticsQuery } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsReader } from './facts-source';

const TOP = 20;

/** A product is its id, or its title (`sub`) when it has none. */
type ProductKey = { key: string | null; sub: string | null };
type ProductRow = ProductKey & { title: string; requests: number; quantity: number; returned_value: string };

const keyOf = (p: ProductKey) => JSON.stringify([p.key, p.sub]);

/** The rows of these products only: an id names one product, a title one of those without an id. */
function ofProducts(products: ProductKey[]): SQL {
  const ids = products.flatMap((p) => (p.key === null ? [] : [sql`${p.key}`]));
  const titles = products.flatMap((p) => (p.key === null && p.sub !== null ? [sql`${p.sub}`] : []));
  const either: SQL[] = [];
  if (ids.length) either.push(sql`key in (${sql.join(ids, sql`, `)})`);
  if (titles.length) either.push(sql`(key is null and sub in (${sql.join(titles, sql`, `)}))`);
  return sql`(${sql.join(either, sql` or `)})`;
}

/**
 * GET analytics/v1/request-products: the products returned most (the problem-product signal). A product
 * is its id, or its title when it has none; its reason is the one named on most of its item lines (the
 * first in order on a tie, as `mode()` chooses). Products with as many units come in order of title, then id.
 */
export async function getRequestProducts(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsReader(deps, scope, 'current');
  const products = await queryRows<ProductRow>(
    deps.db,
    sql`select key, sub, min(label) as title, sum(n)::int as requests, sum(qty)::int as quantity,
        sum(amount)::text as returned_value
      from ${facts(['product'])}
      group by key, sub order by quantity desc, title, key, sub limit ${TOP}`,
  );
  // The reasons of the top products only: a store's other products' rows (most of them) are never read.
  const reasons = products.length
    ? await queryRows<ProductKey & { reason: string }>(
        deps.db,
        sql`select distinct on (key, sub) key, sub, reason from (
            select key, sub, label as reason, sum(n) as n
            from ${facts(['product_reason'], ofProducts(products))}
            group by key, sub, label
          ) r order by key, sub, n desc, reason`,
      )
    : [];
  const reasonOf = new Map(reasons.map((r) => [keyOf(r), r.reason]));
  const c = scope.currency;
  return {
    ...answerBase(scope),
    products: products.map(({ key, sub, ...p }) => ({
      product_id: key,
      ...p,
      returned_value: fromMinor(toMinor(p.returned_value, c), c),
      // Every product counted has item lines, so a reason: the fallback is never used.
      top_reason: reasonOf.get(keyOf({ key, sub })) ?? '',
    })),
  };
}
