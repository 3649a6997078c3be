import { currencyExponent } from './currency';

const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d*))?$|^([+-])?\.(\d+)$/;

/**
 * Parses a decimal string ("12.34") into integer minor units of `currency`.
 * Extra decimals beyond the currency's exponent are rounded half away from zero,
 * because the platform sends some amounts (e.g. tax lines) with more precision.
 */
export function toMinor(value: string | number, currency: string): number {
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const m = DECIMAL_RE.exec(text);
  if (!m) throw new RangeError(`Not a decimal amount: "${String(value)}"`);
  const sign = (m[1] ?? m[4]) === '-' ? -1 : 1;
  const whole = m[2] ?? '0';
  const frac = m[3] ?? m[5] ?? '';
  const exp = currencyExponent(currency);
  const kept = frac.slice(0, exp).padEnd(exp, '0');
  let minor = Number(whole) * 10 ** exp + Number(kept || '0');
  const next = frac.charAt(exp);
  if (next !== '' && Number(next) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: "${String(value)}"`);
  return minor === 0 ? 0 : sign * minor;
}

/** Integer minor units back to the wire format: a decimal string with the currency's exponent. */
export function fromMinor(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  const exp = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exp + 1, '0');
  if (exp === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
}

/** Avoids exponent notation (1e21) and float noise when a caller hands us a number. */
function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  return n.toFixed(6);
}

/** Minor units of one currency expressed as a plain number of major units (for display maths only). */
export function minorToMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}
