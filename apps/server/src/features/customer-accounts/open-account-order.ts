import { type CreateSessionResponse, shopperMessageOf } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { openOrderSession } from '../requests/submit/open-order-session';
import { requireAccountSession } from './account-session';

/**
 * A signed-in shopper picks one of their orders: it is read again through the Admin API (the platform),
 * and opens a portal session only if Shopify says it is this customer's order. Any other order answers
 * the lookup's own 404, so the page cannot tell another customer's order from one that does not exist.
 */
export async function openAccountOrder(
  deps: Deps,
  input: { session: string; order_id: string; ip: string },
): Promise<CreateSessionResponse> {
  const { session, store } = await requireAccountSession(deps, input.session);
  const order = await deps.platform.getOrder(store.id, input.order_id);
  const owner = order?.customer?.admin_graphql_api_id;
  if (!order || !owner || owner !== session.customerId) {
    throw shopperError('NOT_FOUND', shopperMessageOf('ORDER_NOT_FOUND'));
  }
  return openOrderSession(deps, store, order, input.ip);
}
