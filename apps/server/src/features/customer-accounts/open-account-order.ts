import { type CreateSessionResponse, shopperMessageOf } from '@roundtrip/core';
import { customerSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { handleOf } from '../../store/store-policy';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../auth/portal-session-token';
import { newRequestsRefused } from '../requests/submit/request-allowance';
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
  const now = deps.clock();
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId: store.id,
    orderId: order.id,
    orderName: order.name,
    // Shopify verified the shopper's email when they signed in.
    contactKind: 'email',
    ip: input.ip,
    expiresAt,
    createdAt: now,
  });
  return {
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    store: handleOf(store),
    order_id: order.id,
    gift: false,
    new_requests_refused: await newRequestsRefused(deps, store),
  };
}
