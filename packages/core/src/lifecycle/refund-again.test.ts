import { describe, expect, it } from 'vitest';
import { canRefundAgain } from './refund-again';

describe('refunding again after a failed refund', () => {
  it('is open to a refunded return whose refund failed and nothing replaced', () => {
    expect(canRefundAgain({ status: 'refunded', kind: 'return' }, 'failed')).toBe(true);
  });

  it('is closed while a refund is on its way, once one went through, and before the first refund', () => {
    expect(canRefundAgain({ status: 'refunded', kind: 'return' }, 'pending')).toBe(false);
    expect(canRefundAgain({ status: 'refunded', kind: 'return' }, 'refunded')).toBe(false);
    expect(canRefundAgain({ status: 'inspected', kind: 'return' }, 'none')).toBe(false);
    expect(canRefundAgain({ status: 'archived', kind: 'return' }, 'failed')).toBe(false);
    expect(canRefundAgain({ status: 'exchanged', kind: 'exchange' }, 'failed')).toBe(false);
  });
});
