import type { customersAllQuery } from '@roundtrip/core';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { customerRows, customerSearch, customerView } from './customer-rows';

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
    customerRows(deps, scope, match)
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db
      .select({ n: sql<number>`count(distinct lower(${requests.customerEmail}))::int` })
      .from(requests)
      .where(
        and(
          eq(requests.storeId, scope.store.id),
          scope.inCurrent(requests.createdAt),
          sql`${requests.customerEmail} <> ''`,
          match,
        ),
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
