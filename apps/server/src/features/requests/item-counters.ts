import type { ItemCounters } from '@roundtrip/core/lifecycle';
import type { RequestItemRow, requestItems } from '../../db/schema';
import { AppError } from '../../errors';

export function countersOf(i: RequestItemRow): ItemCounters {
  return {
    requested: i.requestedQty,
    approved: i.approvedQty,
    received: i.receivedQty,
    restocked: i.restockedQty,
    not_restocked: i.notRestockedQty,
    missing: i.missingQty,
    refunded: i.refundedQty,
  };
}

export function counterPatch(c: ItemCounters): Partial<typeof requestItems.$inferInsert> {
  return {
    approvedQty: c.approved,
    receivedQty: c.received,
    restockedQty: c.restocked,
    notRestockedQty: c.not_restocked,
    missingQty: c.missing,
    refundedQty: c.refunded,
  };
}

/** What an action naming no item works on: every item with units left (`left`), for all of them. */
export function itemsWithUnitsLeft(
  items: readonly RequestItemRow[],
  left: (i: RequestItemRow) => number,
): { item: RequestItemRow; quantity: number }[] {
  return items.filter((i) => left(i) > 0).map((item) => ({ item, quantity: left(item) }));
}

/** The items an action works on: the ones named (each must belong to the request), or `itemsWithUnitsLeft`. */
export function pickItems(
  items: readonly RequestItemRow[],
  named: readonly { item_id: string; quantity: number }[] | undefined,
  left: (i: RequestItemRow) => number,
): { item: RequestItemRow; quantity: number }[] {
  if (!named) return itemsWithUnitsLeft(items, left);
  return named.map((n) => ({ item: namedItem(items, n.item_id), quantity: n.quantity }));
}

/** The request's item an action names; an id of another request's item is refused. */
export function namedItem(items: readonly RequestItemRow[], itemId: string): RequestItemRow {
  const item = items.find((i) => i.id === itemId);
  if (!item)
    throw new AppError('VALIDATION_FAILED', 'This item is not part of the request', {
      items: 'Unknown item',
    });
  return item;
}
