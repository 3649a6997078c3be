import type { customersAllQuery } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { type AnalyticsScope, analyticsScope, answerBase } from './analytics-scope';
import { byAddress } from './by-address';
import { rankFromInstants } from './customer-instants';
import { customerRows, customerSearch, customerView, customerWhere, withDetails } from './customer-rows';
import { keepTotals, pageFromTotals, totalsWindow } from './customer-totals';

/**
 * GET analytics/v1/customers-metrics-all: every customer of the period, most requests first, paged. Without
 * a search, a preset range ending today reads the customer totals plus today (`customer-totals.ts`), any
 * other range the customers' instants (`customer-instants.ts`); a search groups the requests it matches.
 */
export async function getCustomersAll(
  deps: Deps,
  auth: AuthContext,
  query: z.infer<typeof customersAllQuery>,
) {
  const { page, limit, search, ...range } = query;
  const scope = await analyticsScope(deps, auth, range);
  const match = customerSearch(search);
  const offset = (page - 1) * limit;
  const preset = totalsWindow(deps, scope, search);
  const fromTotals = preset && (await pageFromTotals(deps, scope, preset, { limit, offset }));
  if (preset && !fromTotals) await keepTotals(deps, scope, preset);
  const instants = !fromTotals && !match ? await pageFromInstants(deps, scope, { limit, offset }) : undefined;
  const kept = fromTotals || instants;
  if (kept)
    return {
      ...answerBase(scope),
      docs: (await withDetails(deps, scope, kept.rows, { dirty: instants?.dirty })).map((r) =>
        customerView(r, scope.currency),
      ),
      total: kept.total,
      page,
      limit,
    };
  const found = await customerRows(deps, scope, { limit, offset, search: match });
  // A page past the last has no row to carry the count: only then is it counted on its own.
  let total = found.total ?? 0;
  if (found.total === undefined && offset > 0) {
    const g = byAddress(deps.db, customerWhere(scope), { named: !!match });
    const kept = match?.groups(g) ?? sql`true`;
    const [counted] = await deps.db
      .select({ n: sql<number>`(count(distinct lower(${g.address})) filter (where ${kept}))::int` })
      .from(g);
    total = counted?.n ?? 0;
  }
  return {
    ...answerBase(scope),
    docs: found.rows.map((r) => customerView(r, scope.currency)),
    total,
    page,
    limit,
  };
}

/** One page from the customers' instants and how many customers there are, or undefined (read raw). */
async function pageFromInstants(deps: Deps, scope: AnalyticsScope, page: { limit: number; offset: number }) {
  const ranked = await rankFromInstants(deps, scope, page);
  return ranked && { rows: ranked.rows, total: ranked.counts.customers, dirty: ranked.dirty };
}
