import { shopperMessageOf } from '@roundtrip/core';
import type { Deps } from '../../../deps';
import { shopperError } from '../../../errors';
import { withKnownDeliveries } from '../../../platform/known-deliveries';
import type { Order } from '../../../platform/platform';
import type { PortalSession } from '../../auth/require-portal-session';

/** The session's order, read fresh from the platform (prices, fulfillments and refunds change). */
export async function loadOrder(deps: Deps, { session }: PortalSession): Promise<Order> {
  const order = await deps.platform.getOrder(session.storeId, session.orderId);
  // The order was deleted on the platform since the lookup: the session has nothing left to show.
  if (!order) throw shopperError('NOT_FOUND', shopperMessageOf('SESSION_EXPIRED'));
  return withKnownDeliveries(deps.db, session.storeId, order);
}
