import type { AnalyticsQuery } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { requestsPer } from './count-by';

/**
 * GET analytics/v1/request-regions: requests per country of the return address; requests without an
 * address (drop-off, self-ship before a label) count under the store's own country.
 */
export async function getRequestRegions(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const rows = await requestsPer(
    deps,
    scope,
    'country',
    'country',
    (key) => sql`coalesce(${key}, ${scope.store.country})`,
  );
  return {
    ...answerBase(scope),
    regions: rows.map((r) => ({ ...r, country: r.country ?? scope.store.country })),
  };
}
