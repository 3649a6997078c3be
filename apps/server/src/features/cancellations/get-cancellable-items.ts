import type { CancellableItemsResponse } from '@roundtrip/core';
import { cancellableUnits, cancellationOffered } from '@roundtrip/core/cancellations';
import type { Deps } from '../../deps';
import { requireSession } from '../auth/require-portal-session';
import { loadOrder } from '../requests/submit/load-order';
import { cancellationFacts } from './cancellation-facts';

/** The order's lines a shopper may still cancel, as core counts them. */
export async function getCancellableItems(deps: Deps, sessionId: string): Promise<CancellableItemsResponse> {
  const portal = await requireSession(deps, sessionId);
  const order = await loadOrder(deps, portal);
  const facts = await cancellationFacts(deps, deps.db, portal, order);
  const offered = cancellationOffered(facts);
  return {
    offered,
    items: offered
      ? order.line_items.flatMap((l) => {
          const line = facts.lines.find((f) => f.id === l.id);
          const units = line ? cancellableUnits(line) : 0;
          return units > 0
            ? [
                {
                  line_item_id: l.id,
                  title: l.title,
                  variant_title: l.variant_title,
                  cancellable_quantity: units,
                },
              ]
            : [];
        })
      : [],
  };
}
