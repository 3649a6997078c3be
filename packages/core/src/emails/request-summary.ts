import type { RequestKind } from '../lifecycle/statuses';
import type { RefundMode } from '../pricing/refund-types';
import { EMAIL_WORDS } from './email-words';
import type { EmailKind, EmailLanguage } from './kinds';

/** `{{request_kind}}`: "return" or "exchange" in the shopper's language. */
export const requestKindWords = (kind: RequestKind, language: EmailLanguage): string =>
  EMAIL_WORDS[language].requestKinds[kind];

/**
 * `{{refund}}`: what comes back and how, the amount already written the store's way; empty when no
 * money comes back (an exchange at the same price).
 */
export function refundLine(amount: string | null, modeWords: string | null, language: EmailLanguage): string {
  return amount && modeWords ? EMAIL_WORDS[language].refund(amount, modeWords) : '';
}

/** `{{next_step}}`: what happens after this email; after a refund, when the money shows where it went. */
export function nextStepLine(
  kind: EmailKind,
  request: { kind: RequestKind; refundMode: RefundMode | null },
  language: EmailLanguage,
): string {
  if (kind === 'merchant_new_request' || kind === 'merchant_needs_attention') return '';
  const w = EMAIL_WORDS[language];
  const step = (request.kind === 'exchange' ? w.exchangeNextSteps[kind] : undefined) ?? w.nextSteps[kind];
  if (kind === 'refund_sent' && request.refundMode) return `${w.refundArrives[request.refundMode]} ${step}`;
  return step;
}
