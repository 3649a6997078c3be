import type { ReturnTermsWords } from '../policy/terms-words';
import { RETURN_TERMS_EN } from '../policy/terms-words-en';
import { RETURN_TERMS_HI } from '../policy/terms-words-hi';
import type { RequestTerms } from '../requests/request-terms';
import { EMAIL_WORDS } from './email-words';
import type { EmailLanguage } from './kinds';

const WORDS: Record<EmailLanguage, ReturnTermsWords> = { en: RETURN_TERMS_EN, hi: RETURN_TERMS_HI };
const LOCALE: Record<EmailLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** "9 November 2026" from an ISO day, the day itself whatever the time zone (as the portal writes it). */
const dayWords = (isoDay: string, language: EmailLanguage) =>
  new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(isoDay));

/**
 * `{{return_terms}}`: the terms the request was judged under, in the portal's "Return terms" words: the
 * market, the window and its last day, the flat fee (written by `money`, the store's way), the refund
 * modes and, when the market has one, that some items are final sale.
 */
export function returnTermsLines(
  terms: RequestTerms,
  language: EmailLanguage,
  money: (amount: string) => string,
): string {
  const w = WORDS[language];
  const e = EMAIL_WORDS[language];
  const days = terms.return_window_days;
  const modes = terms.refund_modes.map((m) => e.refundModes[m]);
  return [
    w.termsHeading,
    terms.market ? fill(w.termsMarket, { market: terms.market }) : null,
    terms.return_deadline
      ? fill(w.termsWindow, { date: dayWords(terms.return_deadline, language), days })
      : fill(w.termsWindowNotStarted, { days }),
    terms.return_fee && Number(terms.return_fee) > 0
      ? fill(w.termsFee, { fee: money(terms.return_fee) })
      : w.termsNoFee,
    modes.length
      ? e.termsRefundModes(new Intl.ListFormat(LOCALE[language], { type: 'disjunction' }).format(modes))
      : null,
    terms.final_sale ? e.termsFinalSale : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
