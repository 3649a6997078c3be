import { type LoginBody, loginResponse } from '@roundtrip/core';
import { saveTokens } from '../lib/auth-storage';
import { type Http, http } from '../lib/http';
import { type AppStore, appStore } from '../lib/store';

/** Logs in, keeps the tokens and marks the session authenticated. Login failures never refresh. */
export async function requestLogin(body: LoginBody, client: Http = http, store: AppStore = appStore) {
  const res = await client.post('/user/login', body, { schema: loginResponse, auth: false });
  const payload = saveTokens({ token: res.token, refreshToken: res.refresh_token });
  store.dispatch({
    type: 'setUser',
    payload: payload ?? { email: body.email, store: body.store },
  });
}
