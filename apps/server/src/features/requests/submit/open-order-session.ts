import type { CreateSessionResponse } from '@roundtrip/core';
import { customerSessions, type StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { emailShoppersTurnedAway } from '../../../notifications/request-limit-email';
import { handleOf } from '../../../store/store-policy';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../../auth/portal-session-token';
import { newRequestsRefused } from './request-allowance';

/**
 * The portal session a lookup opens, on an order the shopper proved is theirs another way (signed in
 * with their Shopify customer account, or on the store's domain): Shopify verified the account's email,
 * which stands for the email a guest types. As at the lookup, a store refusing new requests says so
 * now, and the merchant hears of it once a month.
 */
export async function openOrderSession(
  deps: Deps,
  store: StoreRow,
  order: { id: string; name: string },
  ip: string,
): Promise<CreateSessionResponse> {
  const now = deps.clock();
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId: store.id,
    orderId: order.id,
    orderName: order.name,
    contactKind: 'email',
    ip,
    expiresAt,
    createdAt: now,
  });
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
