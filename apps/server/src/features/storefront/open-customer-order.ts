import { type CreateSessionResponse, shopperMessageOf } from '@roundtrip/core';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { openOrderSession } from '../requests/submit/open-order-session';
import type { Storefront } from './find-storefront';

/**
 * The signed-in customer picks one of their orders: Shopify's signature stands for the order number and
 * email a guest types, so this opens the same portal session the lookup does. The order is read again
 * from the Admin API and must be this customer's; another customer's order, or none, answers the
 * lookup's own 404, so ids cannot be probed.
 */
export async function openCustomerOrder(
  deps: Deps,
  input: { storefront: Storefront & { customerId: string }; orderId: string; ip: string },
): Promise<CreateSessionResponse> {
  const { store, customerId } = input.storefront;
  // The signature named the store: from here the request runs behind its wall, as a portal session's does.
  await enterStore(store);
  const order = await deps.platform.getOrder(store.id, input.orderId);
  if (!order || order.customer?.id !== customerId)
    throw shopperError('NOT_FOUND', shopperMessageOf('ORDER_NOT_FOUND'));
  return openOrderSession(deps, store, order, input.ip);
}
