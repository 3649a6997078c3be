import type { AnalyticsQuery } from '@roundtrip/core';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { requestsPer } from './count-by';

/** GET analytics/v1/shipping-providers: requests per courier booked at approval (null: none booked). */
export async function getShippingProviders(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const providers = await requestsPer(deps, scope, 'courier', 'courier');
  return { ...answerBase(scope), providers };
}
