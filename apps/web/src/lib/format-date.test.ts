import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the day, or the day and time, and a dash for a missing or broken date', () => {
    expect(formatDate('2025-04-04T12:00:00')).toBe('4 Apr 2025');
    expect(formatDate('2025-04-04T14:05:00', true)).toBe('4 Apr 2025, 14:05');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
