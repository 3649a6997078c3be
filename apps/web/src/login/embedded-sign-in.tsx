import { loginTicketResponse } from '@roundtrip/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appBridge } from '../lib/app-bridge';
import { errorToastMessage, http } from '../lib/http';
import { keepSession } from './keep-session';

/**
 * Inside the Shopify admin, Shopify has already signed the merchant in: App Bridge's session token (the
 * first load's `id_token`, else a fresh one from `shopify.idToken()`) signs them in to Roundtrip (the
 * server installs the shop by token exchange the first time). The page then goes on to the same
 * address, its path kept (a deep link the admin reloaded), without the token in the URL.
 */
export default function EmbeddedSignIn({ idToken }: { idToken: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = new URLSearchParams(location.search);
    search.delete('id_token');
    const bridge = appBridge();
    const token = idToken ? Promise.resolve(idToken) : bridge ? bridge.idToken() : null;
    if (!token) return setError('Open Roundtrip from the Shopify admin.');
    token
      .then((bearer) =>
        http.post('/shopify/v1/embedded-session', undefined, {
          schema: loginTicketResponse,
          auth: false,
          bearer,
        }),
      )
      .then((session) => {
        keepSession(session);
        navigate(
          { pathname: location.pathname, search: search.toString(), hash: location.hash },
          { replace: true },
        );
      })
      .catch((e: unknown) => setError(errorToastMessage(e)));
  }, [idToken, location.pathname, location.search, location.hash, navigate]);

  return error ? (
    <div role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Roundtrip could not sign you in from Shopify</h1>
      <p>{error}</p>
    </div>
  ) : null;
}
