import { describe, expect, it } from 'vitest';
import {
  type CancellableLine,
  type CancellationFacts,
  cancellableUnits,
  cancellationOffered,
  cancellationRefusal,
  cancelsWholeOrder,
} from './cancellation';

const line = (id: string, quantity: number, fulfillable: number, held = 0): CancellableLine => ({
  id,
  quantity,
  fulfillableQuantity: fulfillable,
  heldQuantity: held,
});
const facts = (
  lines: readonly CancellableLine[],
  extra: Partial<CancellationFacts> = {},
): CancellationFacts => ({
  enabled: true,
  orderCancelled: false,
  lines,
  ...extra,
});

describe('cancellationRefusal: when a shopper may cancel', () => {
  const order = facts([line('1', 2, 2), line('2', 1, 0), line('3', 3, 1, 1)]);
  it.each([
    ['an unshipped unit', order, [{ line_item_id: '1', quantity: 1 }], null],
    ['every unshipped unit of a line', order, [{ line_item_id: '1', quantity: 2 }], null],
    [
      'the store has not turned it on',
      facts(order.lines, { enabled: false }),
      [{ line_item_id: '1', quantity: 1 }],
      'CANCEL_OFF',
    ],
    [
      'a cancelled order',
      facts(order.lines, { orderCancelled: true }),
      [{ line_item_id: '1', quantity: 1 }],
      'ORDER_CANCELLED',
    ],
    ['a line of another order', order, [{ line_item_id: '9', quantity: 1 }], 'ITEM_NOT_IN_ORDER'],
    [
      'the same line twice',
      order,
      [
        { line_item_id: '1', quantity: 1 },
        { line_item_id: '1', quantity: 1 },
      ],
      'ITEM_CHOSEN_TWICE',
    ],
    ['a fulfilled item', order, [{ line_item_id: '2', quantity: 1 }], 'CANCEL_ITEM_SHIPPED'],
    ['more units than have not shipped', order, [{ line_item_id: '1', quantity: 3 }], 'CANCEL_ITEM_SHIPPED'],
    [
      'a unit another cancellation already holds',
      order,
      [{ line_item_id: '3', quantity: 1 }],
      'CANCEL_ITEM_SHIPPED',
    ],
  ])('%s', (_name, f, items, code) => {
    expect(cancellationRefusal(f, items)?.code ?? null).toBe(code);
  });

  it('names the field of the item refused', () => {
    expect(
      cancellationRefusal(order, [
        { line_item_id: '1', quantity: 1 },
        { line_item_id: '2', quantity: 1 },
      ]),
    ).toEqual({
      code: 'CANCEL_ITEM_SHIPPED',
      field: 'items.1.quantity',
    });
  });
});

describe('what the portal offers', () => {
  it('counts units neither shipped nor held', () => {
    expect(cancellableUnits(line('1', 3, 2, 1))).toBe(1);
    expect(cancellableUnits(line('1', 3, 0, 1))).toBe(0);
  });
  it('offers cancelling only when the store allows it and a unit is left', () => {
    expect(cancellationOffered(facts([line('1', 1, 1)]))).toBe(true);
    expect(cancellationOffered(facts([line('1', 1, 1)], { enabled: false }))).toBe(false);
    expect(cancellationOffered(facts([line('1', 1, 0)]))).toBe(false);
    expect(cancellationOffered(facts([line('1', 1, 1)], { orderCancelled: true }))).toBe(false);
  });
});

describe('cancelsWholeOrder', () => {
  it('is the whole order when every unit of every line is cancelled and none shipped', () => {
    const f = facts([line('1', 2, 2), line('2', 1, 1)]);
    expect(
      cancelsWholeOrder(f, [
        { line_item_id: '1', quantity: 2 },
        { line_item_id: '2', quantity: 1 },
      ]),
    ).toBe(true);
    expect(cancelsWholeOrder(f, [{ line_item_id: '1', quantity: 2 }])).toBe(false);
    expect(
      cancelsWholeOrder(f, [
        { line_item_id: '1', quantity: 1 },
        { line_item_id: '2', quantity: 1 },
      ]),
    ).toBe(false);
  });
  it('is not the whole order once part of it shipped', () => {
    const f = facts([line('1', 2, 2), line('2', 1, 0)]);
    expect(cancelsWholeOrder(f, [{ line_item_id: '1', quantity: 2 }])).toBe(false);
  });
});
