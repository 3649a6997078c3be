import { changePasswordBody, contactUpdateBody, messageResponse, teamMember } from '@roundtrip/core';
import { PASSWORD_MIN_LENGTH } from '@roundtrip/core/accounts';
import {
  BlockStack,
  Button,
  Card,
  Form,
  FormLayout,
  Layout,
  Page,
  SkeletonBodyText,
  TextField,
} from '@shopify/polaris';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { fieldErrorsOf } from '../../lib/field-errors';
import { http, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { useMe } from './use-me';

/** The signed-in member's own name, email and password. */
export default function ProfilePage() {
  useDocumentTitle('Your profile');
  const client = useQueryClient();
  const me = useMe();
  const [contact, setContact] = useState({ name: '', email: '', current_password: '' });
  const [password, setPassword] = useState({ current_password: '', new_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (me.data) setContact({ name: me.data.name, email: me.data.email, current_password: '' });
  }, [me.data]);

  const saveContact = useMutation({
    mutationFn: (body: unknown) => http.put('/user/v1/contact-update', body, { schema: teamMember }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['me'] }),
  });
  const savePassword = useMutation({
    mutationFn: (body: unknown) => http.put('/user/v1/password', body, { schema: messageResponse }),
  });
  const emailChanges =
    me.data !== undefined && contact.email.trim().toLowerCase() !== me.data.email.toLowerCase();

  const submitContact = () => {
    const parsed = contactUpdateBody.safeParse({
      name: contact.name,
      email: contact.email,
      ...(emailChanges && { current_password: contact.current_password }),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    saveContact.mutate(parsed.data, {
      onSuccess: () => showSuccessToast('Profile saved'),
      onError: (err) => {
        if (isHttpError(err) && err.fields) setErrors(err.fields);
        showErrorToast(err);
      },
    });
  };
  const submitPassword = () => {
    const parsed = changePasswordBody.safeParse(password);
    if (!parsed.success) return setPasswordErrors(fieldErrorsOf(parsed.error.issues));
    savePassword.mutate(parsed.data, {
      onSuccess: (r) => {
        setPassword({ current_password: '', new_password: '' });
        showSuccessToast(r.message);
      },
      onError: (err) => {
        if (isHttpError(err) && err.fields) setPasswordErrors(err.fields);
        showErrorToast(err);
      },
    });
  };

  return (
    <Page title="Your profile" narrowWidth>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              {me.isLoading ? (
                <SkeletonBodyText lines={3} />
              ) : (
                <Form onSubmit={submitContact} noValidate>
                  <FormLayout>
                    <TextField
                      label="Name"
                      autoComplete="name"
                      value={contact.name}
                      onChange={(name) => {
                        setContact({ ...contact, name });
                        setErrors({});
                      }}
                      error={fieldAlert(errors.name)}
                    />
                    <TextField
                      label="Email"
                      type="email"
                      autoComplete="email"
                      value={contact.email}
                      onChange={(email) => {
                        setContact({ ...contact, email });
                        setErrors({});
                      }}
                      error={fieldAlert(errors.email)}
                    />
                    {emailChanges && (
                      <TextField
                        label="Current password"
                        type="password"
                        autoComplete="current-password"
                        helpText="Needed to change your email."
                        value={contact.current_password}
                        onChange={(current_password) => setContact({ ...contact, current_password })}
                        error={fieldAlert(errors.current_password)}
                      />
                    )}
                    <Button submit variant="primary" loading={saveContact.isPending}>
                      Save profile
                    </Button>
                  </FormLayout>
                </Form>
              )}
            </Card>
            <Card>
              <Form onSubmit={submitPassword} noValidate>
                <FormLayout>
                  <TextField
                    label="Current password"
                    type="password"
                    autoComplete="current-password"
                    value={password.current_password}
                    onChange={(current_password) => {
                      setPassword({ ...password, current_password });
                      setPasswordErrors({});
                    }}
                    error={fieldAlert(passwordErrors.current_password)}
                  />
                  <TextField
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    helpText={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are long and easy to remember.`}
                    value={password.new_password}
                    onChange={(new_password) => {
                      setPassword({ ...password, new_password });
                      setPasswordErrors({});
                    }}
                    error={fieldAlert(passwordErrors.new_password)}
                  />
                  <Button submit loading={savePassword.isPending}>
                    Change password
                  </Button>
                </FormLayout>
              </Form>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
