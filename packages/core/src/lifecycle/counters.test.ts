import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approveQuantity,
  CounterError,
  countersAreConsistent,
  emptyCounters,
  type ItemCounters,
  inspectQuantity,
  markMissing,
  needsAttention,
  receiveQuantity,
  refundQuantity,
  unitsToInspect,
  unitsToReceive,
} from './counters';

describe('quantity counters', () => {
  it('walks a partial receipt and refund (docs/lifecycle.md example)', () => {
    let c = emptyCounters(3);
    c = approveQuantity(c, 3);
    c = receiveQuantity(c, 2);
    c = markMissing(c, 1);
    c = inspectQuantity(c, 1, 1);
    c = refundQuantity(c, 2);
    expect(c).toEqual({
      requested: 3,
      approved: 3,
      received: 2,
      restocked: 1,
      not_restocked: 1,
      missing: 1,
      refunded: 2,
    });
    expect(needsAttention(c)).toBe(true);
    expect(countersAreConsistent(c)).toBe(true);
  });
  it.each<[string, Partial<ItemCounters>, number, number]>([
    ['nothing approved yet', { requested: 3 }, 0, 0],
    ['every approved unit on its way', { requested: 3, approved: 3 }, 3, 0],
    ['some received, some missing', { requested: 3, approved: 3, received: 1, missing: 1 }, 1, 1],
    [
      'received and partly inspected',
      { requested: 3, approved: 3, received: 3, restocked: 1, not_restocked: 1 },
      0,
      1,
    ],
    ['everything inspected', { requested: 2, approved: 2, received: 2, restocked: 2 }, 0, 0],
  ])('units left to receive and to inspect: %s', (_name, counts, toReceive, toInspect) => {
    const c = { ...emptyCounters(), ...counts };
    expect([unitsToReceive(c), unitsToInspect(c)]).toEqual([toReceive, toInspect]);
  });

  it('refuses more than the stage before allows', () => {
    const c = approveQuantity(emptyCounters(2), 2);
    expect(() => approveQuantity(c, 1)).toThrow(CounterError);
    expect(() => receiveQuantity(c, 3)).toThrow('Cannot receive 3: only 2 approved and not yet received');
    expect(() => markMissing(receiveQuantity(c, 2), 1)).toThrow(CounterError);
    expect(() => refundQuantity(c, 1)).toThrow('Cannot refund 1: only 0 received and not refunded');
    expect(refundQuantity(c, 2, { beforeReceipt: true }).refunded).toBe(2);
    expect(() => refundQuantity(c, 3, { beforeReceipt: true })).toThrow(/approved/);
    expect(() => inspectQuantity(receiveQuantity(c, 1), 1, 1)).toThrow(CounterError);
  });
  it('refuses zero, negative and fractional quantities', () => {
    const c = emptyCounters(5);
    for (const q of [0, -1, 1.5, Number.NaN]) expect(() => approveQuantity(c, q)).toThrow(CounterError);
    expect(() => inspectQuantity(c, -1, 2)).toThrow(CounterError);
    expect(() => inspectQuantity(c, 0, 0)).toThrow(CounterError);
  });
  it('errors carry code CONFLICT', () => {
    try {
      approveQuantity(emptyCounters(0), 1);
    } catch (e) {
      expect((e as CounterError).code).toBe('CONFLICT');
    }
  });
  it('detects inconsistent rows', () => {
    expect(countersAreConsistent({ ...emptyCounters(1), approved: 2 })).toBe(false);
    expect(countersAreConsistent({ ...emptyCounters(1), refunded: -1 })).toBe(false);
    expect(needsAttention(emptyCounters(1))).toBe(false);
  });
  it('any sequence of accepted actions keeps every invariant', () => {
    const step = fc.tuple(
      fc.constantFrom('approve', 'receive', 'missing', 'inspect', 'refund'),
      fc.integer({ min: -1, max: 4 }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(step, { maxLength: 25 }), (requested, steps) => {
        let c = emptyCounters(requested);
        for (const [kind, q, flag] of steps) {
          try {
            if (kind === 'approve') c = approveQuantity(c, q);
            else if (kind === 'receive') c = receiveQuantity(c, q);
            else if (kind === 'missing') c = markMissing(c, q);
            else if (kind === 'inspect') c = inspectQuantity(c, flag ? q : 0, flag ? 0 : q);
            else c = refundQuantity(c, q, { beforeReceipt: flag });
          } catch (e) {
            expect(e).toBeInstanceOf(CounterError);
          }
          expect(countersAreConsistent(c)).toBe(true);
        }
      }),
    );
  });
});
