import type { inspectBody } from '@roundtrip/core';
import { inspectQuantity, markMissing, needsAttention } from '@roundtrip/core/lifecycle';
import { restockDisposition } from '@roundtrip/core/workflows';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Disposition } from '../../platform/platform';
import { storeAutomation } from '../../store/store-automation';
import type { AuthContext } from '../auth/authenticate';
import { type ActionPlan, actOnRequest } from './act-on-request';
import { counterPatch, countersOf, namedItem } from './item-counters';
import { assertTransition, requestConflict } from './request-conflict';

/**
 * Inspection per item: restock at a location, do not restock, or missing. Marking the request
 * inspected disposes the items on the platform (restocking them) and closes the return there.
 */
export async function inspectRequest(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: z.output<typeof inspectBody>,
) {
  return actOnRequest(
    deps,
    auth,
    {
      requestId: id,
      action: 'inspect',
      permission: 'request.inspect',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    async ({ tx, request, items }): Promise<ActionPlan> => {
      const status = assertTransition(request.status, 'inspect', request.kind);
      // "Update inventory" off: the platform return records restocked units as not restocked.
      const restocked = restockDisposition(await storeAutomation(tx, request.storeId));
      let attention = false;
      const dispositions: { lineItemId: string; quantity: number; type: Disposition; locationId?: string }[] =
        [];
      const updates = input.items.map((n) => {
        const item = namedItem(items, n.item_id);
        let c = countersOf(item);
        try {
          if (n.missing > 0) c = markMissing(c, n.missing);
          if (n.restock + n.not_restock > 0) c = inspectQuantity(c, n.restock, n.not_restock);
        } catch (e) {
          throw requestConflict(request.status, (e as Error).message);
        }
        if (n.restock + n.not_restock + n.missing === 0)
          throw new AppError('VALIDATION_FAILED', 'Inspect at least one unit', {
            items: 'Inspect at least one unit',
          });
        attention ||= needsAttention(c);
        const line = item.lineItemId;
        if (n.restock > 0)
          dispositions.push({
            lineItemId: line,
            quantity: n.restock,
            type: restocked,
            ...(n.location_id && restocked === 'RESTOCKED' ? { locationId: n.location_id } : {}),
          });
        if (n.not_restock > 0)
          dispositions.push({ lineItemId: line, quantity: n.not_restock, type: 'NOT_RESTOCKED' });
        if (n.missing > 0) dispositions.push({ lineItemId: line, quantity: n.missing, type: 'MISSING' });
        return { id: item.id, patch: counterPatch(c) };
      });
      return {
        status,
        patch: attention
          ? { needsAttention: true, attentionError: 'Some units are missing or were not restocked' }
          : {},
        items: updates,
        event: {
          type: 'inspected',
          message:
            restocked === 'RESTOCKED'
              ? 'Items inspected'
              : 'Items inspected; inventory left unchanged (Update inventory is off)',
          data: { items: input.items },
        },
        effects: [{ effect: 'dispose_items', payload: { dispositions, close: true } }],
      };
    },
  );
}
