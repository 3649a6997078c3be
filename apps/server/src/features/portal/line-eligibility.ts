import { checkEligibility } from '@roundtrip/core/policy';
import type { OrderLine } from './order-lines';
import type { StorePolicy } from './store-policy';

export type LineEligibility = { eligible: boolean; reasons: string[]; max_quantity: number };

/** Units of a line that are shipped and not yet held by a request or refunded. */
export function unitsLeft(line: OrderLine): number {
  return Math.max(0, Math.min(line.line.quantity, line.fulfilledQuantity) - line.alreadyRequested);
}

/** Core eligibility for one line with the store's settings; `quantity` defaults to one unit. */
export function lineEligibility(
  policy: StorePolicy,
  line: OrderLine,
  kind: 'return' | 'exchange',
  now: Date,
  quantity = 1,
): LineEligibility {
  const result = checkEligibility({
    kind,
    settings: policy,
    order: line.eligibilityOrder,
    item: {
      quantity: line.line.quantity,
      already_requested: line.alreadyRequested,
      product_tags: line.product?.tags ?? [],
      product_id: line.line.product_id,
      collection_ids: line.product?.collection_ids ?? [],
      fulfilled_quantity: line.fulfilledQuantity,
    },
    filter: line.filters[kind],
    quantity,
    now: now.getTime(),
  });
  if (result.eligible) return { eligible: true, reasons: [], max_quantity: unitsLeft(line) };
  return { eligible: false, reasons: result.reasons, max_quantity: 0 };
}
