import type { ShopperMessage } from '@roundtrip/core';
import type { TFunction } from 'i18next';
import { loadMessages } from './i18n';

// Module-level, so each language's words are fetched once (loadMessages keys on the function).
// Most pages never show one of these messages: their words load the first time one is on screen,
// the API's English showing until then, and the page re-renders once they are in.
const reasonsEn = () => import('./en-reasons');
const reasonsHi = () => import('./hi-reasons');
const refusalsEn = () => import('./en-refusals');
const refusalsHi = () => import('./hi-refusals');

/**
 * A message from the server in the shopper's language: `kind` picks the return or exchange wording
 * (i18next context), `count` the plural; `english`, the API's sentence, shows while the words load.
 */
export function shopperText(message: ShopperMessage, t: TFunction, english = ''): string {
  const params = message.params ?? {};
  const context = typeof params.kind === 'string' ? params.kind : undefined;
  return t(`shopper.${message.code}`, { ...params, context, defaultValue: english });
}

/** Why an item cannot go back (eligibility), in the shopper's language. */
export function reasonText(message: ShopperMessage, t: TFunction, english: string): string {
  loadMessages(reasonsEn, reasonsHi);
  return shopperText(message, t, english);
}

/** A refusal (lookup, session, upload, request) in the shopper's language; it may name a reason. */
export function refusalText(message: ShopperMessage, t: TFunction, english: string): string {
  loadMessages(refusalsEn, refusalsHi);
  loadMessages(reasonsEn, reasonsHi);
  return shopperText(message, t, english);
}
