/**
 * Cancelling items that have not shipped (docs/portal.md "Cancelling items that have not shipped"): which
 * units of an order a shopper may still cancel, and whether a cancellation is the whole order. Nothing
 * travels back, so no window, reason or refund mode applies: the store's switch and the units the
 * platform has not fulfilled decide.
 */

/** An order line as a cancellation sees it. */
export type CancellableLine = {
  id: string;
  quantity: number;
  /** Units the platform has not fulfilled and has not cancelled (Shopify's unfulfilled quantity). */
  fulfillableQuantity: number;
  /** Units of the line on cancellations not yet settled by the platform. */
  heldQuantity: number;
};

export type CancellationFacts = {
  /** The policy's "Let shoppers cancel items that have not shipped". */
  enabled: boolean;
  orderCancelled: boolean;
  lines: readonly CancellableLine[];
};

export type CancellationItem = { line_item_id: string; quantity: number };

/** Each code is a shopper message the portal words (contracts/shopper-messages.ts). */
export type CancellationRefusal = {
  code: 'CANCEL_OFF' | 'ORDER_CANCELLED' | 'ITEM_NOT_IN_ORDER' | 'ITEM_CHOSEN_TWICE' | 'CANCEL_ITEM_SHIPPED';
  field: string;
};

/** Units of a line a shopper may still cancel. */
export function cancellableUnits(line: CancellableLine): number {
  return Math.max(0, line.fulfillableQuantity - line.heldQuantity);
}

/** Whether the portal offers cancelling at all on this order: the store allows it and some unit is left. */
export function cancellationOffered(facts: CancellationFacts): boolean {
  return facts.enabled && !facts.orderCancelled && facts.lines.some((l) => cancellableUnits(l) > 0);
}

/** Why these items cannot be cancelled, or null when they can. The first problem found is answered. */
export function cancellationRefusal(
  facts: CancellationFacts,
  items: readonly CancellationItem[],
): CancellationRefusal | null {
  if (!facts.enabled) return { code: 'CANCEL_OFF', field: 'items' };
  if (facts.orderCancelled) return { code: 'ORDER_CANCELLED', field: 'items' };
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const field = `items.${i}.line_item_id`;
    const line = facts.lines.find((l) => l.id === item.line_item_id);
    if (!line) return { code: 'ITEM_NOT_IN_ORDER', field };
    if (seen.has(line.id)) return { code: 'ITEM_CHOSEN_TWICE', field };
    seen.add(line.id);
    if (item.quantity > cancellableUnits(line))
      return { code: 'CANCEL_ITEM_SHIPPED', field: `items.${i}.quantity` };
  }
  return null;
}

/**
 * The cancellation takes every unit of an order nothing of which has shipped: the platform cancels the
 * order itself (Shopify's orderCancel), otherwise it removes the lines from the order.
 */
export function cancelsWholeOrder(facts: CancellationFacts, items: readonly CancellationItem[]): boolean {
  return facts.lines.every(
    (l) =>
      l.fulfillableQuantity === l.quantity &&
      l.heldQuantity === 0 &&
      items.some((i) => i.line_item_id === l.id && i.quantity === l.quantity),
  );
}
