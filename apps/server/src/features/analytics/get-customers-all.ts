import type { customersAllQuery } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import {
  byAddress,
  customerRows,
  customerSearch,
  customerView,
  customerWhere,
  withDetails,
} from './customer-rows';
import { keepTotals, pageFromTotals, totalsWindow } from './customer-totals';

/**
 * GET analytics/v1/customers-metrics-all: every customer of the period, most requests first, paged. A
 * preset range ending today without a search reads the customer totals plus today (`customer-totals.ts`).
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
  const kept = preset && (await pageFromTotals(deps, scope, preset, { limit, offset }));
  if (kept)
    return {
      ...answerBase(scope),
      docs: (await withDetails(deps, scope, kept.rows)).map((r) => customerView(r, scope.currency)),
      total: kept.total,
      page,
      limit,
    };
  if (preset) await keepTotals(deps, scope, preset);
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
