import { fromMinor, toMinor } from '../money/minor';

export type Comparison<T> = {
  current: T;
  previous: T;
  /** Percent change from the previous period, one decimal; null when the previous period had none. */
  change_percent: number | null;
};

function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

export function compareCounts(current: number, previous: number): Comparison<number> {
  return { current, previous, change_percent: percentChange(current, previous) };
}

/** Amounts are decimal strings in the store's currency; the change is computed on minor units. */
export function compareAmounts(current: string, previous: string, currency: string): Comparison<string> {
  const now = toMinor(current, currency);
  const before = toMinor(previous, currency);
  return {
    current: fromMinor(now, currency),
    previous: fromMinor(before, currency),
    change_percent: percentChange(now, before),
  };
}

/** A share of a whole in percent, one decimal (0 when the whole is empty). */
export function sharePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
