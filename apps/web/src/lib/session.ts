import { hasPermission, type Permission } from '@roundtrip/core';
import { decodeToken, getToken, storageKeys } from './auth-storage';
import { type AppStore, useAppState } from './store';
import { webStorage } from './web-storage';

/** Authentication: on start a stored token re-authenticates and refills id, store and email. */
export function restoreSession(
  store: AppStore,
  storage: Pick<Storage, 'getItem'> = webStorage('localStorage'),
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

/**
 * Whether the signed-in user may do what `permission` allows, as the dashboard call said:
 * pages hide what the user may not do. Until the dashboard answers the user's type is unknown and
 * nothing is hidden yet (the page's own data is loading then too); the server refuses anyway.
 */
export function useAllowed(permission: Permission): boolean {
  const user = useAppState((s) => s.user);
  if (!user.user_type) return true;
  return hasPermission({ user_type: user.user_type, permissions: user.permissions ?? [] }, permission);
}

/** What a protected page hands to the login page: where to go back after signing in. */
export type LoginRedirectState = { from?: string };

/** Only same-site paths are followed after login, so a crafted link cannot send users away. */
export function safeRedirect(target: unknown, fallback = '/admin/dashboard'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.startsWith('/user/login')) return fallback;
  return target;
}
