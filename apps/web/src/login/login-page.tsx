import { isStoreFieldShown, PLATFORM_DOMAIN } from '@roundtrip/core';
import {
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  Form,
  FormLayout,
  InlineGrid,
  Link,
  List,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ToastStack } from '../components/toast-stack';
import { errorToastMessage, isHttpError, TIMEOUT_MESSAGE } from '../lib/http';
import { type LoginRedirectState, safeRedirect } from '../lib/session';
import { dispatch } from '../lib/store';
import { PolarisRoot } from '../polaris/polaris-root';
import { requestLogin } from './request-login';
import { type LoginErrors, type LoginField, type LoginValues, validateLogin } from './validate-login';
import './login-page.css';
import { fieldAlert } from '../components/field-alert';

export const SESSION_EXPIRED_MESSAGE = 'Your session is expired, please login again.';
export const NOT_FOUND_NOTICE =
  'The page you visited is wrong. You can log in from the apps section of your Shopify admin, or enter your credentials below.';

/** What the login page advertises. */
const marketingPoints = [
  'Optimise return and exchange processing',
  'Seamless integrations',
  'Do-it-yourself return and exchange policy configuration',
  'Add multiple warehouses',
  'Live analytics',
  'Efficient process automation',
];

export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const storeParam = params.get('store');
  const storeShown = isStoreFieldShown(storeParam);

  const [values, setValues] = useState<LoginValues>({ email: '', password: '', store: storeParam ?? '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState('');
  const [bannersHidden, setBannersHidden] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const sessionExpired = !bannersHidden && params.get('session') === 'expired';
  const notFound = !bannersHidden && params.has('notfound');

  const change = (field: LoginField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
    setServerError('');
    setBannersHidden(true);
    dispatch({ type: 'clearErrors' });
  };

  const submit = async () => {
    const result = validateLogin(values, storeParam, storeShown);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSubmitting(true);
    try {
      await requestLogin(result.body);
      const from = (location.state as LoginRedirectState | null)?.from ?? params.get('redirect');
      navigate(safeRedirect(from), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isHttpError(error) && error.code === 'TIMEOUT') {
        dispatch({ type: 'showToast', payload: { message: TIMEOUT_MESSAGE, error: true } });
        return;
      }
      dispatch({ type: 'setErrors', payload: isHttpError(error) ? { ...error } : {} });
      setServerError(errorToastMessage(error));
      if (isHttpError(error) && error.fields) setErrors(error.fields);
    }
  };

  return (
    <PolarisRoot>
      <main className="rt-login">
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="800" alignItems="center">
          <BlockStack gap="400">
            <Text as="h1" variant="heading2xl">
              Welcome to Roundtrip
            </Text>
            <Text as="p" variant="bodyLg" tone="subdued">
              Returns and exchanges for your Shopify store, handled in one place.
            </Text>
            <List type="bullet">
              {marketingPoints.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </BlockStack>
          <Card>
            <Box padding="200">
              <BlockStack gap="400">
                <Text as="h2" variant="headingLg">
                  Log in to your account
                </Text>
                {sessionExpired && <Banner tone="warning">{SESSION_EXPIRED_MESSAGE}</Banner>}
                {notFound && <Banner tone="info">{NOT_FOUND_NOTICE}</Banner>}
                {serverError && <Banner tone="critical">{serverError}</Banner>}
                <Form onSubmit={submit} noValidate>
                  <FormLayout>
                    {storeShown && (
                      <TextField
                        label="Store URL"
                        autoComplete="off"
                        // Beside the field rather than inside it, so the field's name stays exactly 'Store URL'.
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
                    <TextField
                      label="Password"
                      type="password"
                      autoComplete="current-password"
                      value={values.password}
                      onChange={change('password')}
                      error={fieldAlert(errors.password)}
                    />
                    <Button submit variant="primary" size="large" fullWidth loading={submitting}>
                      Login
                    </Button>
                    <Link
                      url={`/user/forgot-password${storeParam ? `?store=${encodeURIComponent(storeParam)}` : ''}`}
                    >
                      Forgot your password?
                    </Link>
                  </FormLayout>
                </Form>
              </BlockStack>
            </Box>
          </Card>
        </InlineGrid>
      </main>
      <ToastStack />
    </PolarisRoot>
  );
}
