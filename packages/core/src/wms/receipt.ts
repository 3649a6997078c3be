import { ITEM_CONDITIONS, type ItemCondition } from './systems';

/** One line of a warehouse's receipt: our line item (the SKU code we sent), units and their condition. */
export type ReceiptLine = { lineItemId: string; quantity: number; condition: ItemCondition };

/** What the request's items are: their line item and units still expected. */
export type ExpectedItem = { itemId: string; lineItemId: string; outstanding: number };

/**
 * The receive call a warehouse receipt makes: units per item (never more than still expected), and
 * a line per condition for the timeline. Lines for items the request does not hold are ignored.
 */
export function receiptToReceive(items: readonly ExpectedItem[], lines: readonly ReceiptLine[]) {
  const received = new Map<string, number>();
  const conditions: { itemId: string; quantity: number; condition: ItemCondition }[] = [];
  for (const line of lines) {
    const item = items.find((i) => i.lineItemId === line.lineItemId);
    if (!item) continue;
    const room = item.outstanding - (received.get(item.itemId) ?? 0);
    const quantity = Math.min(room, line.quantity);
    if (quantity <= 0) continue;
    received.set(item.itemId, (received.get(item.itemId) ?? 0) + quantity);
    conditions.push({ itemId: item.itemId, quantity, condition: line.condition });
  }
  return {
    items: [...received].map(([item_id, quantity]) => ({ item_id, quantity, missing: 0 })),
    conditions,
  };
}

/** The timeline's words for a receipt: "Received by unicommerce: 1 good, 1 damaged". */
export function receiptSummary(
  system: string,
  conditions: readonly { quantity: number; condition: ItemCondition }[],
) {
  const counts = ITEM_CONDITIONS.map((condition) => ({
    condition,
    n: conditions.filter((c) => c.condition === condition).reduce((s, c) => s + c.quantity, 0),
  })).filter((c) => c.n > 0);
  return `Received by ${system}: ${counts.map((c) => `${c.n} ${c.condition}`).join(', ')}`;
}
