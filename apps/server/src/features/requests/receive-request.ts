import type { receiveBody } from '@roundtrip/core';
import { markMissing, needsAttention, receiveQuantity, unitsToReceive } from '@roundtrip/core/lifecycle';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { type ActionPlan, actOnRequest } from './act-on-request';
import { counterPatch, countersOf, itemsWithUnitsLeft, namedItem } from './item-counters';
import { assertTransition, requestConflict } from './request-conflict';

/**
 * Goods arrived (all outstanding units by default, or per item with missing ones). A held exchange
 * order is released now: the return it waited for is here.
 */
export async function receiveRequest(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof receiveBody>,
) {
  return actOnRequest(
    deps,
    auth,
    {
      requestId: id,
      action: 'receive',
      permission: 'request.receive',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    ({ request, items }): ActionPlan => {
      const status = assertTransition(request.status, 'receive', request.kind);
      const named =
        input.items ??
        itemsWithUnitsLeft(items, (i) => unitsToReceive(countersOf(i))).map(({ item, quantity }) => ({
          item_id: item.id,
          quantity,
          missing: 0,
        }));
      let attention = false;
      const missing: { lineItemId: string; quantity: number; type: 'MISSING' }[] = [];
      const updates = named.map((n) => {
        const item = namedItem(items, n.item_id);
        let c = countersOf(item);
        try {
          if (n.quantity > 0) c = receiveQuantity(c, n.quantity);
          if (n.missing > 0) c = markMissing(c, n.missing);
        } catch (e) {
          throw requestConflict(request.status, (e as Error).message);
        }
        attention ||= needsAttention(c);
        if (n.missing > 0)
          missing.push({ lineItemId: item.lineItemId, quantity: n.missing, type: 'MISSING' });
        return { id: item.id, patch: counterPatch(c) };
      });
      if (!named.some((n) => n.quantity > 0))
        throw new AppError('VALIDATION_FAILED', 'Receive at least one unit', {
          items: 'Receive at least one unit',
        });
      return {
        status,
        patch: {
          exchangeHeld: false,
          trackingStatus: 'delivered',
          ...(attention ? { needsAttention: true, attentionError: 'Some units are missing' } : {}),
        },
        items: updates,
        event: { type: 'received', message: 'Items received', customerVisible: true, data: { items: named } },
        effects: [
          ...(request.exchangeHeld ? [{ effect: 'release_hold' as const }] : []),
          // Units that will never arrive are disposed as missing on the platform return now, as
          // inspection does for the ones it finds missing; the return stays open for the rest.
          ...(missing.length > 0
            ? [{ effect: 'dispose_items' as const, payload: { dispositions: missing, close: false } }]
            : []),
        ],
      };
    },
  );
}
