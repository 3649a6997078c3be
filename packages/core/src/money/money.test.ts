import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder, cumulativeShare, proRata } from './allocate';
import { CURRENCY_SYMBOLS, currencyExponent, currencySymbol } from './currency';
import { discountPercentage, formatInr, formatMoney } from './format';
import { fromMinor, minorToMajor, toMinor } from './minor';

describe('currencyExponent', () => {
  it.each([
    ['JPY', 0],
    ['KWD', 3],
    ['USD', 2],
    ['inr', 2],
    [' bhd ', 3],
    ['XYZ', 2],
  ])('%s -> %i', (c, e) => expect(currencyExponent(c)).toBe(e));
});

describe('currencySymbol', () => {
  it('maps known codes and defaults to INR', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol()).toBe('₹');
    expect(currencySymbol(null)).toBe('₹');
    expect(currencySymbol('')).toBe('₹');
    expect(currencySymbol('XYZ')).toBe('XYZ');
    expect(CURRENCY_SYMBOLS.INR).toBe('₹');
  });
});

describe('toMinor / fromMinor', () => {
  it.each([
    ['12.34', 'USD', 1234],
    ['12.3', 'USD', 1230],
    ['12', 'USD', 1200],
    ['12.', 'USD', 1200],
    ['.5', 'USD', 50],
    [' 0.00 ', 'USD', 0],
    ['-0.00', 'USD', 0],
    ['-3.21', 'USD', -321],
    ['+1.5', 'USD', 150],
    ['1200', 'JPY', 1200],
    ['1200.6', 'JPY', 1201],
    ['1.234', 'KWD', 1234],
    ['0.125', 'USD', 13],
    ['0.124', 'USD', 12],
    ['-0.125', 'USD', -13],
    ['0.995', 'USD', 100],
  ])('toMinor(%j, %s) = %i', (v, c, m) => expect(toMinor(v, c)).toBe(m));

  it('accepts numbers', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
  });

  it.each([['abc'], [''], ['1,000.00'], ['1e3'], ['1.2.3'], ['--1']])('rejects %j', (v) =>
    expect(() => toMinor(v, 'USD')).toThrow(RangeError),
  );
  it('rejects non-finite and huge numbers', () => {
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinor('99999999999999999999', 'USD')).toThrow(RangeError);
  });

  it.each([
    [1234, 'USD', '12.34'],
    [5, 'USD', '0.05'],
    [0, 'USD', '0.00'],
    [-5, 'USD', '-0.05'],
    [1200, 'JPY', '1200'],
    [1, 'KWD', '0.001'],
  ])('fromMinor(%i, %s) = %j', (m, c, s) => expect(fromMinor(m, c)).toBe(s));
  it('fromMinor rejects fractions', () => expect(() => fromMinor(1.5, 'USD')).toThrow(RangeError));
  it('round-trips', () => {
    for (const v of ['0.01', '999999.99', '-12.30']) expect(fromMinor(toMinor(v, 'USD'), 'USD')).toBe(v);
  });
  it('minorToMajor', () => expect(minorToMajor(1234, 'KWD')).toBe(1.234));
});

describe('formatMoney', () => {
  it.each([
    [123450, 'USD', '$1,234.50'],
    [120000, 'JPY', '¥120,000'],
    [123456700, 'INR', '₹12,34,567.00'],
    [99900, 'INR', '₹999.00'],
    [-500, 'EUR', '-€5.00'],
    [1234, 'XYZ', 'XYZ12.34'],
  ])('%i %s -> %s', (m, c, s) => expect(formatMoney(m, c)).toBe(s));
  it('can drop the symbol and defaults to INR', () => {
    expect(formatMoney(1000, 'USD', { symbol: false })).toBe('10.00');
    expect(formatMoney(1000)).toBe('₹10.00');
    expect(formatMoney(1000, ' ')).toBe('₹10.00');
  });
});

describe('formatInr', () => {
  it.each([
    [1234.5, '₹1,235'],
    [1234.49, '₹1,234'],
    ['1234567.8', '₹12,34,568'],
    [0, '₹0'],
    [-99.5, '-₹100'],
    ['abc', '₹0'],
  ])('%j -> %s', (v, s) => expect(formatInr(v)).toBe(s));
  it('can drop the symbol', () => expect(formatInr(500, { symbol: false })).toBe('500'));
});

describe('discountPercentage', () => {
  it.each([
    [100, 75, 25],
    ['200', '150', 25],
    [3, 2, 33],
    [3, 1, 67],
    [100, 100, 0],
    [100, 120, -20],
    [0, 10, 0],
    ['x', 1, 0],
  ])('(%j, %j) -> %i', (o, c, p) => expect(discountPercentage(o, c)).toBe(p));
});

describe('allocation', () => {
  it('splits exactly with largest remainders', () => {
    expect(allocateLargestRemainder(500, [1, 1, 1])).toEqual([167, 167, 166]);
    expect(allocateLargestRemainder(500, [1, 1, 1], ['c', 'b', 'a'])).toEqual([166, 167, 167]);
    expect(allocateLargestRemainder(100, [3, 1])).toEqual([75, 25]);
    expect(allocateLargestRemainder(-10, [1, 2])).toEqual([-3, -7]);
    expect(allocateLargestRemainder(10, [0, 0])).toEqual([0, 0]);
    expect(allocateLargestRemainder(10, [])).toEqual([]);
  });
  it('gives ties to the larger weight', () => expect(allocateLargestRemainder(1, [1, 3])).toEqual([0, 1]));
  it('rejects bad input', () => {
    expect(() => allocateLargestRemainder(1.5, [1])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(1, [-1])).toThrow(RangeError);
  });
  it('proRata and cumulativeShare', () => {
    expect(proRata(500, 2, 3)).toBe(333);
    expect(proRata(500, 1, 2)).toBe(250);
    expect(proRata(5, 1, 2)).toBe(3);
    expect(proRata(-5, 1, 2)).toBe(-3);
    expect(proRata(5, 1, 0)).toBe(0);
    expect(cumulativeShare(5, 0, 1, 2) + cumulativeShare(5, 1, 1, 2)).toBe(5);
  });
});
