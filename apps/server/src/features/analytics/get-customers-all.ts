import type { customersAllQuery } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { customerRows, customerSearch, customerView, customerWhere } from './customer-rows';

/** GET analytics/v1/customers-metrics-all: every customer of the period, most requests first, paged. */
export async function getCustomersAll(
  deps: Deps,
  auth: AuthContext,
  query: z.infer<typeof customersAllQuery>,
) {
  const { page, limit, search, ...range } = query;
  const scope = await analyticsScope(deps, auth, range);
  const match = customerSearch(search);
  const [docs, [total]] = await Promise.all([
    customerRows(deps, scope, { limit, offset: (page - 1) * limit, extra: match }),
    // Grouped, then counted: a hash of the emails, where count(distinct) sorts them all.
    deps.db.select({ n: sql<number>`count(*)::int` }).from(
      deps.db
        .select({ one: sql`1`.as('one') })
        .from(requests)
        .where(customerWhere(scope, match))
        .groupBy(sql`lower(${requests.customerEmail})`)
        .as('customers'),
    ),
  ]);
  return {
    ...answerBase(scope),
    docs: docs.map((r) => customerView(r, scope.currency)),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
