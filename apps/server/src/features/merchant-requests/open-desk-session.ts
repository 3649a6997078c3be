import { type MerchantOrderQuery, merchantOrderMessages, type SessionDataResponse } from '@roundtrip/core';
import { customerSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../auth/portal-session-token';
import { getSessionData } from '../portal/get-session-data';

async function findOrder(deps: Deps, storeId: string, query: MerchantOrderQuery) {
  if (query.order_id) return deps.platform.getOrder(storeId, query.order_id);
  const contact = query.contact ?? '';
  const byEmail = contact.includes('@');
  return deps.platform.findOrder(storeId, {
    name: query.order ?? '',
    ...(byEmail ? { email: contact.toLowerCase() } : { phone: contact }),
  });
}

/**
 * `GET return-exchange/v1/shopify-order`: the merchant finds an order and gets exactly what the
 * portal's order page shows (eligibility per item, refund modes, the requests so far), with a portal
 * session opened on the shopper's behalf. Every later step goes through that session, so the rules and
 * the money cannot differ from the portal's. The session is made here, behind the merchant's store.
 */
export async function openDeskSession(
  deps: Deps,
  storeId: string,
  query: MerchantOrderQuery,
  ip: string,
): Promise<SessionDataResponse> {
  const order = await findOrder(deps, storeId, query);
  if (!order)
    throw new AppError('NOT_FOUND', 'No order matches this number and contact', {
      order: merchantOrderMessages.find,
    });
  const now = deps.clock();
  const sessionId = newSessionId();
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId,
    orderId: order.id,
    orderName: order.name,
    contactKind: query.contact?.includes('@') === false ? 'phone' : 'email',
    ip,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    createdAt: now,
  });
  return getSessionData(deps, sessionId);
}
