import { currencyExponent } from '../money/currency';
import { toMinor } from '../money/minor';

/** One configured tax rate of the store. Fields arrive loosely typed from storage. */
export type TaxRate = {
  active?: unknown;
  deleted?: unknown;
  value?: unknown;
  deduction_type?: unknown;
};

function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/**
 * The tax rule (docs/pricing.md "Tax"), exactly: the amount must be a non-negative number (otherwise 0);
 * only active and not deleted taxes count; percent = value x amount / 100, fixed = value; negative
 * values count as 0; rates of an invalid type are skipped; the sum is rounded to 2 decimals.
 */
export function computeTax(taxes: readonly TaxRate[] | null | undefined, amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return 0;
  if (!Array.isArray(taxes)) return 0;
  let total = 0;
  for (const tax of taxes) {
    if (tax?.active !== true || tax.deleted === true) continue;
    const raw = typeof tax.value === 'string' && tax.value.trim() !== '' ? Number(tax.value) : tax.value;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) continue;
    const value = Math.max(0, raw);
    if (tax.deduction_type === 'percent') total += (value * amount) / 100;
    else if (tax.deduction_type === 'fixed') total += value;
  }
  return round2(total);
}

/** computeTax on minor units: the tax in minor units of `currency` for an amount in minor units. */
export function computeTaxMinor(
  taxes: readonly TaxRate[] | null | undefined,
  minor: number,
  currency: string,
): number {
  const major = minor / 10 ** currencyExponent(currency);
  return toMinor(computeTax(taxes, major).toFixed(2), currency);
}
