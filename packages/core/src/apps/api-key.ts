/** API keys look like `rt_` + 43 base64url characters (32 random bytes); the page shows the prefix. */
export const API_KEY_PREFIX = 'rt_';
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

export const isApiKey = (token: string): boolean => /^rt_[A-Za-z0-9_-]{43}$/.test(token);

/**
 * Anything that looks like an API key, of whatever length (a key with characters added or cut is still
 * a secret): `rt_` not inside a longer token, then 8 or more key characters. Logs redact it.
 */
export const API_KEY_LIKE = /(?<![A-Za-z0-9_-])rt_[A-Za-z0-9_-]{8,}/g;
/**
 * A whole key, or a key with characters added, in a text: URLs holding one are refused. A portal
 * session id (43 characters in all) that happens to start `rt_` is too short to be one.
 */
export const holdsApiKey = (text: string): boolean => /(?<![A-Za-z0-9_-])rt_[A-Za-z0-9_-]{43,}/.test(text);

/** The part of a key stored in clear and shown on the page, so a merchant can tell keys apart. */
export const apiKeyShownPrefix = (key: string): string => key.slice(0, SHOWN_LENGTH);
