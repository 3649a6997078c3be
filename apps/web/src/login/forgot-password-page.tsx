import { forgotPasswordBody, isStoreFieldShown, messageResponse, PLATFORM_DOMAIN } from '@roundtrip/core';
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

/** Asks for a link to choose a new password; the answer is the same whether or not the email is known. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const storeParam = params.get('store');
  const storeShown = isStoreFieldShown(storeParam);
  const [values, setValues] = useState({ store: storeParam ?? '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const change = (field: 'store' | 'email') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
    setFailure('');
  };
  const submit = async () => {
    const parsed = forgotPasswordBody.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setSending(true);
    try {
      const res = await http.post('/user/forgot-password', parsed.data, {
        schema: messageResponse,
        auth: false,
      });
      setAnswer(res.message);
    } catch (error) {
      if (isHttpError(error) && error.fields) setErrors(error.fields);
      setFailure(errorToastMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PolarisRoot>
      <main className="rt-login">
        <Card>
          <Box padding="200">
            <BlockStack gap="400">
              <Text as="h1" variant="headingLg">
                Reset your password
              </Text>
              {answer ? (
                <Banner tone="success">{answer}</Banner>
              ) : (
                <Form onSubmit={submit} noValidate>
                  <FormLayout>
                    {failure && <Banner tone="critical">{failure}</Banner>}
                    {storeShown && (
                      <TextField
                        label="Store URL"
                        autoComplete="off"
                        connectedRight={<span className="rt-login__suffix">{PLATFORM_DOMAIN}</span>}
                        value={values.store}
                        onChange={change('store')}
                        error={fieldAlert(errors.store)}
                      />
                    )}
                    <TextField
                      label="Email"
                      type="email"
                      autoComplete="email"
                      value={values.email}
                      onChange={change('email')}
                      error={fieldAlert(errors.email)}
                    />
                    <Button submit variant="primary" fullWidth loading={sending}>
                      Email me a link
                    </Button>
                  </FormLayout>
                </Form>
              )}
              <Link url="/user/login">Back to login</Link>
            </BlockStack>
          </Box>
        </Card>
      </main>
    </PolarisRoot>
  );
}
