import { and, eq, ne } from 'drizzle-orm';
import { sideEffects } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { actOnRequest } from './act-on-request';
import { exchangeOrderPayload } from './exchange-order-payload';
import { exchangeOrderPolicy } from './exchange-order-policy';
import { assertTransition, requestConflict } from './request-conflict';

/**
 * Complete an exchange: create the exchange order on the platform, or, when it was created held at
 * approval, release its fulfillment now.
 */
export async function exchangeRequest(deps: Deps, auth: AuthContext, id: string, key?: string) {
  const exchangeOrder = await exchangeOrderPolicy(deps, auth.storeId);
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'exchange', permission: 'request.exchange', idempotencyKey: key },
    async ({ tx, request, items }) => {
      const status = assertTransition(request.status, 'exchange', request.kind);
      const [planned] = await tx
        .select({ id: sideEffects.id })
        .from(sideEffects)
        .where(
          and(
            eq(sideEffects.requestId, request.id),
            eq(sideEffects.effect, 'create_exchange_order'),
            ne(sideEffects.status, 'failed'),
          ),
        )
        .limit(1);
      const options = exchangeOrder(request.orderName);
      const payload = exchangeOrderPayload(
        request,
        items.map((item) => ({ item, quantity: item.approvedQty || item.requestedQty })),
        { hold: false, name: options.name, tags: options.tags, backorder: options.backorder },
      );
      if (!planned && payload.lineItems.length === 0)
        throw new AppError('VALIDATION_FAILED', 'The request names no new variant to send', {
          items: 'No exchange variant',
        });
      return {
        status,
        patch: { exchangeHeld: false },
        event: { type: 'exchanged', message: 'Exchange order sent', customerVisible: true },
        effects: planned
          ? request.exchangeHeld
            ? [{ effect: 'release_hold' }]
            : []
          : [{ effect: 'create_exchange_order', payload }],
      };
    },
  );
}

/** POST release-fulfillment: the merchant releases a held exchange order before it was received. */
export async function releaseFulfillment(deps: Deps, auth: AuthContext, id: string, key?: string) {
  return actOnRequest(
    deps,
    auth,
    { requestId: id, action: 'release_fulfillment', permission: 'request.exchange', idempotencyKey: key },
    ({ request }) => {
      if (!request.exchangeHeld) throw requestConflict(request.status, 'The exchange order is not on hold');
      return {
        patch: { exchangeHeld: false },
        event: { type: 'fulfillment_released', message: 'Exchange order released for fulfillment' },
        effects: [{ effect: 'release_hold' }],
      };
    },
  );
}
