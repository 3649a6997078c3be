import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysSince,
  formatDay,
  isLessThan7DaysOld,
  isLessThan15DaysOld,
  isMoreThan10DaysOld,
  isMoreThan15DaysOld,
} from './age';
import { formatFileSize, formatTimeAgo, largestUnit, TIME_UNITS, toMilliseconds } from './units';

const NOW = '2025-06-30T12:00:00Z';
const ago = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();

describe('age checks', () => {
  it.each([
    [5, false, false, true, true],
    [7, false, false, false, true],
    [10, false, false, false, true],
    [10.01, true, false, false, true],
    [15, true, false, false, false],
    [16, true, true, false, false],
    [-1, false, false, true, true],
  ])('%d days ago: >10 %s, >15 %s, <7 %s, <15 %s', (d, gt10, gt15, lt7, lt15) => {
    expect(isMoreThan10DaysOld(ago(d), NOW)).toBe(gt10);
    expect(isMoreThan15DaysOld(ago(d), NOW)).toBe(gt15);
    expect(isLessThan7DaysOld(ago(d), NOW)).toBe(lt7);
    expect(isLessThan15DaysOld(ago(d), NOW)).toBe(lt15);
  });
  it('invalid dates fail every check', () => {
    expect(isMoreThan10DaysOld('nope', NOW)).toBe(false);
    expect(isLessThan7DaysOld('nope', NOW)).toBe(false);
    expect(Number.isNaN(daysSince('nope', NOW))).toBe(true);
  });
  it('accepts Date and epoch numbers', () => {
    expect(daysSince(new Date(ago(2)), Date.parse(NOW))).toBe(2);
    expect(addDays('2025-01-31T00:00:00Z', 1)).toBe('2025-02-01T00:00:00.000Z');
    expect(formatDay('2025-03-12T23:00:00Z')).toBe('12 March 2025');
  });
});

describe('time units', () => {
  it('lists the spec units', () =>
    expect(TIME_UNITS).toEqual(['seconds', 'minutes', 'hours', 'days', 'weeks']));
  it('converts and picks the largest unit', () => {
    expect(toMilliseconds(2, 'hours')).toBe(7_200_000);
    expect(largestUnit(90 * 60_000)).toEqual({ value: 1, unit: 'hours' });
    expect(largestUnit(15 * 86_400_000)).toEqual({ value: 2, unit: 'weeks' });
    expect(largestUnit(500)).toEqual({ value: 0, unit: 'seconds' });
  });
  it.each([
    ['2025-06-30T11:59:59Z', '1 second ago'],
    ['2025-06-30T11:00:00Z', '1 hour ago'],
    ['2025-06-27T12:00:00Z', '3 days ago'],
    ['2025-06-30T12:00:00Z', 'just now'],
    ['2025-07-01T12:00:00Z', 'just now'],
  ])('%s -> %s', (d, text) => expect(formatTimeAgo(d, NOW)).toBe(text));
  it('accepts epoch numbers', () => expect(formatTimeAgo(0, 120_000)).toBe('2 minutes ago'));
});

describe('formatFileSize (switch above 900)', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [901, '0.88 KB'],
    [1536, '1.5 KB'],
    [900 * 1024, '900 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d -> %s', (b, s) => expect(formatFileSize(b)).toBe(s));
});
