import type { EmailLanguage } from '@roundtrip/core/emails';

// Here rather than in core: formatting dates needs Intl and the clock-free core keeps to pure rules.
/** The shopper's language for dates, as the portal writes them (apps/web/src/portal/lib/format.ts). */
const dateLocale = (language: EmailLanguage) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * The courier's visit (core `pickupWindow`) in the shopper's language and the store's time zone:
 * "Tuesday, 24 November, 10:00 am – 6:00 pm".
 */
export function pickupWindowWords(
  window: { from: string; to: string; time_zone: string },
  language: EmailLanguage,
): string {
  const at = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dateLocale(language), { ...o, timeZone: window.time_zone });
  const time = at({ hour: 'numeric', minute: '2-digit' });
  const day = at({ weekday: 'long', day: 'numeric', month: 'long' }).format(Date.parse(window.from));
  return `${day}, ${time.format(Date.parse(window.from))} – ${time.format(Date.parse(window.to))}`;
}
