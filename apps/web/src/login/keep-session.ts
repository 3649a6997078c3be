import { saveTokens } from '../lib/auth-storage';
import { type AppStore, appStore } from '../lib/store';

/** A login obtained another way than the password form (an install link, the embedded admin, a reconnect). */
export function keepSession(
  session: { token: string; refresh_token: string; email: string; store: string },
  store: AppStore = appStore,
): void {
  const payload = saveTokens({ token: session.token, refreshToken: session.refresh_token });
  store.dispatch({ type: 'setUser', payload: payload ?? { email: session.email, store: session.store } });
}
