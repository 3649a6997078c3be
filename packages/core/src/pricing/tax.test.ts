import { describe, expect, it } from 'vitest';
import { computeTax, computeTaxMinor } from './tax';

const pct = (value: unknown, extra = {}) => ({
  active: true,
  deleted: false,
  deduction_type: 'percent',
  value,
  ...extra,
});
const fixed = (value: unknown, extra = {}) => ({
  active: true,
  deleted: false,
  deduction_type: 'fixed',
  value,
  ...extra,
});

describe('computeTax (docs/pricing.md "Tax")', () => {
  it.each([
    ['percent is value x amount / 100', [pct(18)], 100, 18],
    ['fixed is the value', [fixed(5)], 100, 5],
    ['adds several taxes', [pct(10), fixed(2.5)], 50, 7.5],
    ['rounds to 2 decimals', [pct(7.25)], 10.99, 0.8],
    ['rounds half up', [pct(5)], 0.1, 0.01],
    ['negative values count as 0', [pct(-10), fixed(-3), fixed(1)], 100, 1],
    ['skips inactive', [pct(10, { active: false })], 100, 0],
    ['skips deleted', [pct(10, { deleted: true })], 100, 0],
    ['skips missing active flag', [{ deduction_type: 'fixed', value: 3 }], 100, 0],
    ['skips invalid value types', [pct('abc'), pct(null), pct({}), fixed(Number.NaN), fixed(2)], 100, 2],
    ['accepts numeric strings', [pct('10')], 100, 10],
    ['skips unknown deduction types', [{ active: true, deduction_type: 'other', value: 5 }], 100, 0],
    ['skips null entries', [null as unknown as object, fixed(1)], 100, 1],
    ['zero amount with fixed', [fixed(4)], 0, 4],
  ])('%s', (_name, taxes, amount, expected) => expect(computeTax(taxes, amount)).toBe(expected));

  it.each([[-1], ['100'], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    'amount %j is not a non-negative number: 0',
    (amount) => expect(computeTax([fixed(5)], amount)).toBe(0),
  );
  it('no tax list: 0', () => {
    expect(computeTax(null, 10)).toBe(0);
    expect(computeTax(undefined, 10)).toBe(0);
  });
  it('works in minor units', () => {
    expect(computeTaxMinor([pct(10)], 555, 'USD')).toBe(56);
    expect(computeTaxMinor([pct(10)], 555, 'JPY')).toBe(56);
    expect(computeTaxMinor([pct(10)], 0, 'USD')).toBe(0);
  });
});
