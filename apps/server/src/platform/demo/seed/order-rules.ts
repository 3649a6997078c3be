import type { DemoAddress, DemoDiscountApplication, DemoTaxLine } from '../../../db/schema';
import type { Category } from './catalogue';
import type { Rng } from './prng';

// Dates, discounts and taxes of seeded orders.

export type Segment = 'unfulfilled' | 'in_transit' | 'delivered' | 'pre_capture' | 'old';
export const DAY = 86_400_000;
const CAPTURE_START = Date.parse('2025-10-07T00:00:00Z');
const PRE_CAPTURE_FROM = Date.parse('2025-06-01T00:00:00Z');

export function createdAtFor(rng: Rng, segment: Segment, ref: number): number {
  const jitter = () => rng.int(0, DAY - 1);
  switch (segment) {
    case 'unfulfilled':
      return ref - rng.int(600_000, 3 * DAY);
    case 'in_transit':
      return ref - rng.int(3, 8) * DAY - jitter();
    case 'delivered':
      return ref - rng.int(8, 240) * DAY - jitter();
    case 'old':
      return ref - rng.int(400, 700) * DAY - jitter();
    case 'pre_capture': {
      // Orders before the payment-capture start date, whatever the reference date is.
      const to = Math.min(CAPTURE_START - 1, ref - 30 * DAY);
      const from = Math.min(PRE_CAPTURE_FROM, to - 120 * DAY);
      return from + Math.floor(rng.next() * (to - from));
    }
  }
}

export const CODES = [
  { code: 'WELCOME10', type: 'percentage' as const, value: 10 },
  { code: 'SAVE15', type: 'percentage' as const, value: 15 },
  { code: 'FESTIVE200', type: 'fixed_amount' as const, value: 200 },
];
export const BUNDLE: DemoDiscountApplication = {
  type: 'automatic',
  title: 'Bundle offer 10%',
  code: null,
  value: '10.0',
  value_type: 'percentage',
  allocation_method: 'across',
  target_selection: 'entitled',
  target_type: 'line_item',
};

export function taxRate(
  currency: string,
  category: Category,
  unitMinor: number,
  address: DemoAddress,
): number {
  if (currency === 'INR') {
    if (category === 'accessories') return 0.18;
    return unitMinor <= 100_000 ? 0.05 : 0.12;
  }
  const rates: Record<string, number> = { NY: 0.08875, CA: 0.0725, TX: 0.0625, WA: 0.101 };
  return rates[address.province_code] ?? 0.06;
}

export function taxLines(currency: string, rate: number, tax: number, intrastate: boolean): DemoTaxLine[] {
  if (currency !== 'INR') return [{ title: 'Sales Tax', rate, price_minor: tax }];
  if (!intrastate) return [{ title: 'IGST', rate, price_minor: tax }];
  const half = Math.floor(tax / 2);
  return [
    { title: 'CGST', rate: rate / 2, price_minor: half },
    { title: 'SGST', rate: rate / 2, price_minor: tax - half },
  ];
}
