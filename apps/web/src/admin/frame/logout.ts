import { clearAuth, getRefreshToken } from '../../lib/auth-storage';
import { type Http, http } from '../../lib/http';
import { type AppStore, appStore } from '../../lib/store';

/** Logout revokes the refresh token, forgets the six storage keys and resets the user. */
export async function logout(client: Http = http, store: AppStore = appStore): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) {
    // Leaving must work even when the server is unreachable, so a failed revoke is ignored.
    await client.post('/user/logout', { refresh_token: refreshToken }, { refresh: false }).catch(() => {});
  }
  clearAuth();
  store.dispatch({ type: 'resetUser' });
}
