import { describe, expect, it } from 'vitest';
import { markPaidStep } from './mark-paid';

describe('markPaidStep', () => {
  it('marks an order owing what was paid or less, leaves one owing nothing, refuses one owing more', () => {
    expect(markPaidStep(50_000, 50_000)).toBe('mark');
    expect(markPaidStep(20_000, 50_000)).toBe('mark');
    expect(markPaidStep(0, 50_000)).toBe('nothing_owed');
    expect(markPaidStep(50_001, 50_000)).toBe('owes_more');
  });
});
