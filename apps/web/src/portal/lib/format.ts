import type { PortalLanguage } from '../i18n/i18n';

const locale = (lang: PortalLanguage, currency?: string) =>
  lang === 'hi' ? 'hi-IN' : currency && currency !== 'INR' ? 'en-US' : 'en-IN';

/** "₹1,299.00" from a decimal string and its currency; unknown codes fall back to "XYZ 12.00". */
export function formatMoney(amount: string | number, currency: string, lang: PortalLanguage): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  const value = Number.isFinite(n) ? n : 0;
  try {
    return new Intl.NumberFormat(locale(lang, currency), { style: 'currency', currency }).format(value);
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

/** "4 April 2025" in the shopper's language. */
export function formatDate(iso: string, lang: PortalLanguage, withTime = false): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(locale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(ms);
}

/** "4 April 2025" from an ISO day (`2025-04-04`), the day itself whatever the shopper's time zone. */
export function formatDay(isoDay: string, lang: PortalLanguage): string {
  const ms = Date.parse(isoDay);
  if (Number.isNaN(ms)) return isoDay;
  return new Intl.DateTimeFormat(locale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
}

/** Text colour that stays readable on the store's brand colour `#rrggbb` (perceived brightness). */
export function contrastText(hex: string): '#000' | '#fff' {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114 >= 150_000 ? '#000' : '#fff';
}

/** A product picture that fails to load leaves the grey placeholder, not a broken-image icon. */
export function hideBroken(e: { currentTarget: HTMLImageElement }): void {
  e.currentTarget.style.visibility = 'hidden';
}
