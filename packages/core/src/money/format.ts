import { currencySymbol, DEFAULT_CURRENCY } from './currency';
import { fromMinor } from './minor';

/** Groups the integer part with commas; Indian grouping (12,34,567) for INR. */
function group(intPart: string, indian: boolean): string {
  if (!indian || intPart.length <= 3) return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const last3 = intPart.slice(-3);
  const rest = intPart.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

export type FormatMoneyOptions = { symbol?: boolean };

/** Formats minor units for display: "$1,234.50", "¥1,200", "₹12,34,567.00". */
export function formatMoney(
  minor: number,
  currency: string = DEFAULT_CURRENCY,
  opts: FormatMoneyOptions = {},
): string {
  const code = currency.trim().toUpperCase() || DEFAULT_CURRENCY;
  const text = fromMinor(minor, code);
  const negative = text.startsWith('-');
  const [intPart = '0', frac] = (negative ? text.slice(1) : text).split('.');
  const body = `${group(intPart, code === 'INR')}${frac === undefined ? '' : `.${frac}`}`;
  const prefix = opts.symbol === false ? '' : currencySymbol(code);
  return `${negative ? '-' : ''}${prefix}${body}`;
}

/** Indian rupee values shown rounded to whole rupees ("₹1,235" for 1234.50). */
export function formatInr(amount: number | string, opts: FormatMoneyOptions = {}): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  const safe = Number.isFinite(n) ? n : 0;
  const rupees = Math.sign(safe) * Math.round(Math.abs(safe));
  const text = group(String(Math.abs(rupees)), true);
  return `${rupees < 0 ? '-' : ''}${opts.symbol === false ? '' : '₹'}${text}`;
}

/** Discount percentage = (original - current) / original, rounded to a whole percent. */
export function discountPercentage(original: number | string, current: number | string): number {
  const o = Number(original);
  const c = Number(current);
  if (!Number.isFinite(o) || !Number.isFinite(c) || o <= 0) return 0;
  const pct = Math.round(((o - c) / o) * 100);
  return pct === 0 ? 0 : pct;
}
