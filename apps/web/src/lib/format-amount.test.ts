import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it("writes the API's decimal amounts as core writes money, in the currency's own digits", () => {
    expect(formatAmount('1234567.5', 'INR')).toBe('₹12,34,567.50');
    expect(formatAmount('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatAmount(1200, 'JPY')).toBe('¥1,200');
  });

  it('shows a missing amount as a dash and one that is not a decimal as it came', () => {
    expect(formatAmount(null, 'INR')).toBe('—');
    expect(formatAmount('', 'INR')).toBe('—');
    expect(formatAmount('12.3.4', 'INR')).toBe('12.3.4 INR');
  });
});
