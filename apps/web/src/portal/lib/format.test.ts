import { describe, expect, it } from 'vitest';
import { contrastText, formatDate, formatDay, formatMoney } from './format';

describe('portal formatting', () => {
  it('formats money in the shopper’s language', () => {
    expect(formatMoney('1299.5', 'INR', 'en')).toBe('₹1,299.50');
    expect(formatMoney('123456', 'INR', 'en')).toBe('₹1,23,456.00');
    expect(formatMoney('19.99', 'USD', 'en')).toBe('$19.99');
    expect(formatMoney('5', 'XYZ1', 'en')).toBe('XYZ1 5.00');
  });

  it('formats dates', () => {
    expect(formatDate('2025-04-04T10:00:00Z', 'en')).toBe('4 April 2025');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes an ISO day as that day in the shopper’s language', () => {
    expect(formatDay('2025-04-04', 'en')).toBe('4 April 2025');
    expect(formatDay('2025-04-04', 'hi')).toBe('4 अप्रैल 2025');
    expect(formatDay('soon', 'hi')).toBe('soon');
  });

  it('picks readable text on the brand colour', () => {
    expect(contrastText('#ffffff')).toBe('#000');
    expect(contrastText('#1f5199')).toBe('#fff');
    expect(contrastText('#ffd400')).toBe('#000');
  });
});
