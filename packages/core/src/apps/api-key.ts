/** API keys look like `rt_` + 43 base64url characters (32 random bytes); the page shows the prefix. */
export const API_KEY_PREFIX = 'rt_';
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export const isApiKey = (token: string): boolean => /^rt_[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Anything that looks like an API key, of whatever length (a key with characters added or cut is still
 * a secret): `rt_` at a word's start followed by 8 or more key characters. Logs redact it, URLs refuse it.
 */
export const API_KEY_LIKE = /\brt_[A-Za-z0-9_-]{8,}/g;
export const holdsApiKey = (text: string): boolean => new RegExp(API_KEY_LIKE.source).test(text);

/** The part of a key stored in clear and shown on the page, so a merchant can tell keys apart. */
export const apiKeyShownPrefix = (key: string): string => key.slice(0, SHOWN_LENGTH);
