import type { TokenPayload } from '@roundtrip/core';
import { type KeyValueStorage, webStorage } from './web-storage';

/** The six browser-storage keys, named exactly as the product uses them. */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  userId: 'userId',
  storeUrl: 'storeUrl',
  storeEmail: 'storeEmail',
  storeLogo: 'storeLogo',
} as const;

type ReadStorage = Pick<Storage, 'getItem'>;

const storage = (): KeyValueStorage => webStorage('localStorage');

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the JWT payload without verifying it: the browser only needs id, store and email to
 * show who is signed in; the server verifies every call. Checked by hand rather than with the
 * zod contract so the shell chunk (shared with the portal) stays free of zod.
 */
export function decodeToken(token: string): TokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const data: unknown = JSON.parse(base64UrlDecode(part));
    if (typeof data !== 'object' || data === null) return null;
    const { id, store, email } = data as Record<string, unknown>;
    if (typeof id !== 'string' || typeof store !== 'string' || typeof email !== 'string') return null;
    return { id, store, email };
  } catch {
    return null;
  }
}

export function getToken(s: ReadStorage = storage()): string | null {
  return s.getItem(storageKeys.token);
}

export function getRefreshToken(s: ReadStorage = storage()): string | null {
  return s.getItem(storageKeys.refreshToken);
}

export function getStoreUrl(s: ReadStorage = storage()): string | null {
  return s.getItem(storageKeys.storeUrl);
}

/** Keeps both tokens and what the access token says about the user; returns that payload. */
export function saveTokens(
  tokens: { token: string; refreshToken: string },
  s: KeyValueStorage = storage(),
): TokenPayload | null {
  s.setItem(storageKeys.token, tokens.token);
  s.setItem(storageKeys.refreshToken, tokens.refreshToken);
  const payload = decodeToken(tokens.token);
  if (payload) {
    s.setItem(storageKeys.userId, payload.id);
    s.setItem(storageKeys.storeUrl, payload.store);
    s.setItem(storageKeys.storeEmail, payload.email);
  }
  return payload;
}

export function saveStoreLogo(logo: string, s: KeyValueStorage = storage()): void {
  s.setItem(storageKeys.storeLogo, logo);
}

export function clearAuth(s: KeyValueStorage = storage()): void {
  for (const key of Object.values(storageKeys)) s.removeItem(key);
}
