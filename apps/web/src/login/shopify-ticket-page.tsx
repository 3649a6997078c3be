import { loginTicketResponse } from '@roundtrip/core';
import {
  Banner,
  BlockStack,
  Button,
  Card,
  Form,
  FormLayout,
  Page,
  Spinner,
  Text,
  TextField,
} from '@shopify/polaris';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorToastMessage, http, isHttpError } from '../lib/http';
import { PolarisRoot } from '../polaris/polaris-root';
import { keepSession } from './keep-session';

/**
 * Where a Shopify install ends (docs/shopify.md): the one-time ticket in the URL fragment logs the
 * admin in. A first install (`/user/shopify-welcome`) asks for the password of the new Roundtrip login.
 */
export default function ShopifyTicketPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const ticket = new URLSearchParams(location.hash.slice(1)).get('ticket') ?? '';
  const setPassword = location.pathname === '/user/shopify-welcome';
  const [password, setPasswordValue] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState(
    ticket ? '' : 'This link has no ticket: open Roundtrip from Shopify again.',
  );
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const redeem = useCallback(
    async (chosen?: string) => {
      setBusy(true);
      try {
        const session = await http.post(
          '/shopify/v1/login-ticket',
          { ticket, ...(chosen !== undefined && { password: chosen }) },
          { schema: loginTicketResponse, auth: false },
        );
        keepSession(session);
        navigate('/admin/dashboard', { replace: true });
      } catch (e) {
        setBusy(false);
        if (isHttpError(e) && e.fields?.password) setFieldError(e.fields.password);
        else setError(errorToastMessage(e));
      }
    },
    [ticket, navigate],
  );

  useEffect(() => {
    if (setPassword || !ticket || started.current) return;
    started.current = true;
    void redeem();
  }, [setPassword, ticket, redeem]);

  // The server applies the password policy and answers the field's message.
  const submit = () => void redeem(password);

  return (
    <PolarisRoot>
      <Page narrowWidth title={setPassword ? 'Welcome to Roundtrip' : 'Signing you in'}>
        <BlockStack gap="400">
          {error && <Banner tone="critical">{error}</Banner>}
          {setPassword && ticket ? (
            <Card>
              <Form onSubmit={submit} noValidate>
                <FormLayout>
                  <Text as="p">
                    Roundtrip is installed on your shop. Choose a password: with it and the shop owner's email
                    you can also sign in outside Shopify.
                  </Text>
                  <TextField
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(v) => {
                      setPasswordValue(v);
                      setFieldError('');
                    }}
                    error={fieldError || undefined}
                  />
                  <Button submit variant="primary" loading={busy}>
                    Save password and continue
                  </Button>
                </FormLayout>
              </Form>
            </Card>
          ) : (
            !error && <Spinner accessibilityLabel="Signing you in" />
          )}
        </BlockStack>
      </Page>
    </PolarisRoot>
  );
}
