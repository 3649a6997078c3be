import { type CreateSessionResponse, shopperMessageOf } from '@roundtrip/core';
import { customerSessions } from '../../db/schema';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { emailShoppersTurnedAway } from '../../notifications/request-limit-email';
import { handleOf } from '../../store/store-policy';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../auth/portal-session-token';
import { newRequestsRefused } from '../requests/submit/request-allowance';
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
  await enterStore(store.id);
  const order = await deps.platform.getOrder(store.id, input.orderId);
  if (!order || order.customer?.id !== customerId)
    throw shopperError('NOT_FOUND', shopperMessageOf('ORDER_NOT_FOUND'));
  const now = deps.clock();
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId: store.id,
    orderId: order.id,
    orderName: order.name,
    // The customer's account holds the order's email: what they proved, as a lookup by email does.
    contactKind: 'email',
    ip: input.ip,
    expiresAt,
    createdAt: now,
  });
  // As at the lookup: told now, and the merchant hears of it once a month.
  const refused = await newRequestsRefused(deps, store);
  if (refused) await emailShoppersTurnedAway(deps, store);
  return {
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    store: handleOf(store),
    order_id: order.id,
    gift: false,
    new_requests_refused: refused,
  };
}
