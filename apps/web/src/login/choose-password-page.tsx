import { setPasswordBody, setPasswordResponse } from '@roundtrip/core';
import { PASSWORD_MIN_LENGTH } from '@roundtrip/core/accounts';
import {
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  Form,
  FormLayout,
  Link,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsOf } from '../lib/field-errors';
import { errorToastMessage, http, isHttpError } from '../lib/http';
import { PolarisRoot } from '../polaris/polaris-root';
import './login-page.css';
import { fieldAlert } from '../components/field-alert';

/** Where an invite or reset email leads: choose a password with the one-time link, then log in. */
export default function ChoosePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<{ message: string; store: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = setPasswordBody.safeParse({ token, password });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error.issues);
      if (fields.token) setFailure(fields.token);
      return setErrors(fields);
    }
    setSaving(true);
    try {
      setDone(
        await http.post('/user/set-password', parsed.data, { schema: setPasswordResponse, auth: false }),
      );
    } catch (error) {
      if (isHttpError(error) && error.fields?.password) setErrors(error.fields);
      else
        setFailure(isHttpError(error) && error.fields?.token ? error.fields.token : errorToastMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PolarisRoot>
      <main className="rt-login">
        <Card>
          <Box padding="200">
            <BlockStack gap="400">
              <Text as="h1" variant="headingLg">
                Choose your password
              </Text>
              {done ? (
                <>
                  <Banner tone="success">{done.message}</Banner>
                  <Link url={`/user/login?store=${encodeURIComponent(done.store)}`}>Log in</Link>
                </>
              ) : (
                <Form onSubmit={submit} noValidate>
                  <FormLayout>
                    {failure && <Banner tone="critical">{failure}</Banner>}
                    <TextField
                      label="New password"
                      type="password"
                      autoComplete="new-password"
                      helpText={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are long and easy to remember.`}
                      value={password}
                      onChange={(value) => {
                        setPassword(value);
                        setErrors({});
                      }}
                      error={fieldAlert(errors.password)}
                    />
                    <Button submit variant="primary" fullWidth loading={saving}>
                      Save password
                    </Button>
                  </FormLayout>
                </Form>
              )}
            </BlockStack>
          </Box>
        </Card>
      </main>
    </PolarisRoot>
  );
}
