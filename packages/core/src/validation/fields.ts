/** Email: letters, digits and . _ + - ' before @, a domain, a TLD of 2+ letters; 2 to 254 characters. */
const EMAIL_RE = /^[A-Za-z0-9._+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 2 && value.length <= 254 && EMAIL_RE.test(value);
}

/** Web URL: starts with http, https or ftp and has no whitespace anywhere. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && /^(?:https?|ftp):\/\/\S+$/i.test(value);
}

/** Non-blank: contains a non-whitespace character; null and non-strings are invalid. */
export function isNonBlank(value: unknown): value is string {
  return typeof value === 'string' && /\S/u.test(value);
}

/** Digits only (ASCII 0-9), 9 to 20 of them: account numbers. */
export function isDigitsOnly(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9]{9,20}$/.test(value);
}

/** Letters (any script, with accents) and spaces only, with at least one letter: names. */
export function isLettersAndSpaces(value: unknown): value is string {
  return typeof value === 'string' && /^[\p{L}\p{M} ]+$/u.test(value) && /\p{L}/u.test(value);
}

/** Bank code (IFSC shape): 4 letters then 7 letters or digits. */
export function isBankCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{4}[A-Za-z0-9]{7}$/.test(value);
}

/** Phone: optional +, 3 digits (optionally in parentheses), separator, 3 digits, separator, 4 to 6 digits. */
export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && /^\+?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4,6}$/.test(value);
}

/** At least 4 characters, each a word character, plus, minus or space. */
export function isMinWordText(value: unknown): value is string {
  return typeof value === 'string' && /^[\w+\- ]{4,}$/.test(value);
}

/** Detects HTML tags such as <b>, </p> or <img src=x>; used to refuse markup in free text. */
export function containsHtmlTags(value: unknown): boolean {
  return typeof value === 'string' && /<\/?[A-Za-z][^<>]*>/.test(value);
}

/** Numeric with optional thousands separators and decimals: 1234, 1,234, 1,234.56, 12.5. */
export function isNumericWithSeparators(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return typeof value === 'string' && /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(value);
}

/** A number greater than zero with optional decimals: "5", "0.5", 12.75. */
export function isPositiveNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  return typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value) && Number(value) > 0;
}

/** Equality of two values (strict, as in "confirm password"). */
export function isEqual(a: unknown, b: unknown): boolean {
  return a === b;
}

/** Postal code formats we can check, by the country's name or ISO code as an address carries it. */
const POSTAL_CODES: readonly { names: readonly string[]; re: RegExp }[] = [
  // India: a six-digit PIN that never starts with 0, written "560001" or "560 001".
  { names: ['in', 'ind', 'india', 'भारत'], re: /^[1-9]\d{2} ?\d{3}$/ },
  { names: ['us', 'usa', 'united states', 'united states of america'], re: /^\d{5}(?:-\d{4})?$/ },
];

/**
 * A postal code for the country: India's six-digit PIN and US ZIP codes exactly; elsewhere 2 to 10
 * letters, digits, spaces or dashes starting with a letter or digit (formats vary too much to say more).
 */
export function isPostalCode(value: unknown, country: string): value is string {
  if (typeof value !== 'string') return false;
  const code = value.trim();
  const known = POSTAL_CODES.find((c) => c.names.includes(country.trim().toLowerCase()));
  return known ? known.re.test(code) : /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code);
}
