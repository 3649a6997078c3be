import type { OpenRequestLinkResponse } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { customerSessions, requests, type StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import {
  expiredLink,
  invalidLink,
  type OrderHandoffClaims,
  verifyRequestLink,
} from '../../request-link-token';
import { handleOf } from '../../store/store-policy';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../auth/portal-session-token';
import { newRequestsRefused } from '../requests/submit/request-allowance';
import { findStoreByHandle } from './find-store';

type Opening = { deps: Deps; store: StoreRow; ip: string; now: Date };

/**
 * A signed link to the portal. An email's link to its request stands for the order lookup (the email
 * went to the address on the request), so it opens a session on the request's order, as a gift session
 * when the request was made in one. The customer account extension's link to an order was handed to the
 * order's signed-in customer (`account-extension/order-handoff.ts`) and opens a session on that order,
 * once. A link of another store, or of a request that no longer exists, opens nothing.
 */
export async function openRequestLink(
  deps: Deps,
  input: { store: string; token: string; ip: string },
): Promise<OpenRequestLinkResponse> {
  const store = await findStoreByHandle(deps.db, input.store);
  const now = deps.clock();
  const link = await verifyRequestLink(deps.config.jwtSecret, input.token, now);
  if (link.storeId !== store.id) throw invalidLink();
  const opening = { deps, store, ip: input.ip, now };
  return link.kind === 'order' ? openOrderHandoff(opening, link) : openRequest(opening, link.requestId);
}

async function openRequest(
  { deps, store, ip, now }: Opening,
  requestId: string,
): Promise<OpenRequestLinkResponse> {
  const [request] = await deps.db
    .select({
      id: requests.id,
      orderId: requests.orderId,
      orderName: requests.orderName,
      sessionId: requests.sessionId,
    })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.storeId, store.id)));
  if (!request) throw invalidLink();
  const [made] = request.sessionId
    ? await deps.db
        .select({ gift: customerSessions.gift, giftEmail: customerSessions.giftEmail })
        .from(customerSessions)
        .where(eq(customerSessions.id, request.sessionId))
    : [];
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId: store.id,
    orderId: request.orderId,
    orderName: request.orderName,
    contactKind: 'email',
    ip,
    gift: made?.gift ?? false,
    giftEmail: made?.giftEmail ?? null,
    expiresAt,
    createdAt: now,
  });
  return {
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    store: handleOf(store),
    order_id: request.orderId,
    gift: made?.gift ?? false,
    // The request exists already; whether new ones are taken is for the order page to say.
    new_requests_refused: await newRequestsRefused(deps, store),
    request_id: request.id,
  };
}

/**
 * Single use without a table of its own: the link's id is the id of the session it opens, so a second
 * opening (a reload, a copied link, a parallel click) finds that row taken and reads as an expired link.
 */
async function openOrderHandoff(
  { deps, store, ip, now }: Opening,
  link: OrderHandoffClaims,
): Promise<OpenRequestLinkResponse> {
  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const opened = await deps.db
    .insert(customerSessions)
    .values({
      id: link.handoffId,
      tokenHash: hashSessionId(sessionId),
      storeId: store.id,
      orderId: link.orderId,
      orderName: link.orderName,
      contactKind: 'customer_account',
      ip,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: customerSessions.id })
    .returning({ id: customerSessions.id });
  if (opened.length === 0) throw expiredLink();
  return {
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    store: handleOf(store),
    order_id: link.orderId,
    gift: false,
    new_requests_refused: await newRequestsRefused(deps, store),
    request_id: null,
  };
}
