import { type CreateSessionResponse, ORDER_NOT_FOUND_MESSAGE } from '@roundtrip/core';
import { customerSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { findStoreByHandle } from './find-store';
import { assertLookupAllowed, orderKey, recordLookup } from './lookup-throttle';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from './session-token';
import { handleOf } from './store-policy';

export type CreateSessionInput = { store: string; order_number: string; contact: string; ip: string };

/**
 * The search page's lookup. A wrong order number and a wrong email or phone answer the same 404
 * body, so the page cannot be used to learn which orders exist.
 */
export async function createSession(deps: Deps, input: CreateSessionInput): Promise<CreateSessionResponse> {
  const store = await findStoreByHandle(deps.db, input.store);
  const now = deps.clock();
  const key = orderKey(store.id, input.order_number);
  await assertLookupAllowed(deps.db, { lookupsPerIp: deps.config.portalLookupsPerIp }, input.ip, key, now);

  const contact = input.contact.trim();
  const byEmail = contact.includes('@');
  const order = await deps.platform.findOrder(store.id, {
    name: input.order_number.trim(),
    ...(byEmail ? { email: contact.toLowerCase() } : { phone: contact }),
  });
  await recordLookup(deps.db, input.ip, key, order !== null, now);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);

  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId: store.id,
    orderId: order.id,
    orderName: order.name,
    contactKind: byEmail ? 'email' : 'phone',
    ip: input.ip,
    expiresAt,
    createdAt: now,
  });
  return {
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    store: handleOf(store),
    order_id: order.id,
  };
}
