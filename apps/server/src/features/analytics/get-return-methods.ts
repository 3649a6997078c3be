import type { AnalyticsQuery } from '@roundtrip/core';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { requestsPer } from './count-by';

/** GET analytics/v1/return-methods: requests per return method (pickup, drop-off, self-ship). */
export async function getReturnMethods(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const rows = await requestsPer(deps, scope, 'method', 'method');
  return { ...answerBase(scope), methods: rows.map((r) => ({ ...r, method: r.method ?? '' })) };
}
