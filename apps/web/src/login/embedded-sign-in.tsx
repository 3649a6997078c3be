import { loginTicketResponse } from '@roundtrip/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorToastMessage, http } from '../lib/http';
import { keepSession } from './keep-session';

/**
 * Inside the Shopify admin, the first load carries App Bridge's session token as `id_token`. It signs
 * the merchant in (the server installs the shop by token exchange the first time); the page then goes
 * on to the same address without the token.
 */
export default function EmbeddedSignIn({ idToken }: { idToken: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = new URLSearchParams(location.search);
    search.delete('id_token');
    http
      .post('/shopify/v1/embedded-session', undefined, {
        schema: loginTicketResponse,
        auth: false,
        bearer: idToken,
      })
      .then((session) => {
        keepSession(session);
        navigate({ pathname: location.pathname, search: search.toString() }, { replace: true });
      })
      .catch((e: unknown) => setError(errorToastMessage(e)));
  }, [idToken, location.pathname, location.search, navigate]);

  return error ? (
    <div role="alert" style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Roundtrip could not sign you in from Shopify</h1>
      <p>{error}</p>
    </div>
  ) : null;
}
