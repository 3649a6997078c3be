import { decodeToken, getToken, storageKeys } from './auth-storage';
import type { AppStore } from './store';

/** Spec 4 "Authentication": on start a stored token re-authenticates and refills id, store and email. */
export function restoreSession(
  store: AppStore,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): boolean {
  const token = getToken(storage);
  const payload = token ? decodeToken(token) : null;
  if (!payload) return false;
  store.dispatch({
    type: 'setUser',
    payload: { id: payload.id, store: payload.store, email: payload.email },
  });
  const logo = storage.getItem(storageKeys.storeLogo);
  if (logo) store.dispatch({ type: 'setStoreLogo', payload: logo });
  return true;
}

/** What a protected page hands to the login page: where to go back after signing in. */
export type LoginRedirectState = { from?: string };

/** Only same-site paths are followed after login, so a crafted link cannot send users away. */
export function safeRedirect(target: unknown, fallback = '/admin/dashboard'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.startsWith('/user/login')) return fallback;
  return target;
}
