import type { PortalLanguage } from '../i18n/i18n';

const locale = (lang: PortalLanguage) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

/** The store's locale once a page knows the store: money is written the store's way, not the shopper's. */
let storeLocale: string | null = null;

/** Called by the page frame with the store's default language and country ("en-IN", "en-US"). */
export function setStoreLocale(store: { language: string; country: string }): void {
  storeLocale = `${store.language}-${store.country}`;
}

/**
 * "₹1,299.00" from a decimal string and its currency, in the store's locale whatever the shopper's
 * language (a Hindi shopper of a US store reads "$123,456.00"); before the store is known, the currency's
 * home locale. Unknown codes fall back to "XYZ 12.00".
 */
export function formatMoney(amount: string | number, currency: string): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  const value = Number.isFinite(n) ? n : 0;
  try {
    const where = storeLocale ?? (currency === 'INR' ? 'en-IN' : 'en-US');
    return new Intl.NumberFormat(where, { style: 'currency', currency }).format(value);
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

/**
 * A pickup window in the shopper's language and the store's time zone, where the courier comes:
 * { day: "Tuesday, 24 November", from: "10:00 am", to: "6:00 pm" }.
 */
export function formatWindow(
  w: { from: string; to: string; time_zone: string },
  lang: PortalLanguage,
): { day: string; from: string; to: string } {
  const at = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale(lang), { ...o, timeZone: w.time_zone });
  const time = at({ hour: 'numeric', minute: '2-digit' });
  return {
    day: at({ weekday: 'long', day: 'numeric', month: 'long' }).format(Date.parse(w.from)),
    from: time.format(Date.parse(w.from)),
    to: time.format(Date.parse(w.to)),
  };
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
