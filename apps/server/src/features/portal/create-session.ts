import { type CreateSessionResponse, shopperMessageOf as say } from '@roundtrip/core';
import { customerSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { emailShoppersTurnedAway } from '../../notifications/request-limit-email';
import { handleOf, storePolicyOf } from '../../store/store-policy';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../auth/portal-session-token';
import { newRequestsRefused, openRequestAllowance } from '../requests/submit/request-allowance';
import { findStoreByHandle } from './find-store';
import { admitLookup, forgetLookup, orderKey, recordLookupFound } from './lookup-throttle';

export type CreateSessionInput = {
  store: string;
  order_number: string;
  contact: string;
  ip: string;
  gift?: boolean | undefined;
  gift_email?: string | undefined;
};

/**
 * The search page's lookup. A wrong order number and a wrong email or phone answer the same 404
 * body, so the page cannot be used to learn which orders exist.
 */
export async function createSession(deps: Deps, input: CreateSessionInput): Promise<CreateSessionResponse> {
  const store = await findStoreByHandle(deps.db, input.store);
  // Checked before any lookup: a store without gift returns never looks an order up for a gift.
  if (input.gift && !storePolicyOf(deps.config, store).gift_returns)
    throw shopperError('CONFLICT', say('GIFT_RETURNS_OFF'));
  if (input.gift && !input.gift_email) {
    throw shopperError('VALIDATION_FAILED', say('GIFT_EMAIL_REQUIRED'), 'gift_email');
  }
  const now = deps.clock();
  const key = orderKey(store.id, input.order_number);
  const lookup = await admitLookup(
    deps.db,
    { lookupsPerIp: deps.config.portalLookupsPerIp },
    input.ip,
    key,
    now,
  );

  const contact = input.contact.trim();
  const byEmail = contact.includes('@');
  const order = await deps.platform
    .findOrder(store.id, {
      name: input.order_number.trim(),
      ...(byEmail ? { email: contact.toLowerCase() } : { phone: contact }),
    })
    .catch(async (error: unknown) => {
      await forgetLookup(deps.db, lookup);
      throw error;
    });
  if (order) await recordLookupFound(deps.db, lookup);
  if (!order) throw shopperError('NOT_FOUND', say('ORDER_NOT_FOUND'));

  const sessionId = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deps.db.insert(customerSessions).values({
    tokenHash: hashSessionId(sessionId),
    storeId: store.id,
    orderId: order.id,
    orderName: order.name,
    contactKind: byEmail ? 'email' : 'phone',
    ip: input.ip,
    gift: input.gift === true,
    giftEmail: input.gift ? (input.gift_email?.toLowerCase() ?? null) : null,
    expiresAt,
    createdAt: now,
  });
  // The month's allowance rows are made here, committed with the lookup: the submissions that follow
  // only take them, and never wait for another's uncommitted first insert of the month.
  await openRequestAllowance(deps, store);
  // Told at the lookup, not after the whole form; the merchant hears of it once a month.
  const refused = await newRequestsRefused(deps, store);
  if (refused) await emailShoppersTurnedAway(deps, store);
  return {
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    store: handleOf(store),
    order_id: order.id,
    gift: input.gift === true,
    new_requests_refused: refused,
  };
}
