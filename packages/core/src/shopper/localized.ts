/** Merchant text with optional translations: `{ hi: 'ड्रॉप पॉइंट' }`. */
export type Translations = Partial<Record<string, string>>;

/**
 * Merchant-written text in the shopper's language: the translation when the merchant gave one, else
 * the text as written in the store's default language (never an empty string or a key).
 */
export function localized(text: string, translations: Translations | null | undefined, lang: string): string {
  const own = translations?.[lang]?.trim();
  return own ? own : text;
}
