import { Banner, BlockStack, Button, Card, Form, FormLayout, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { errorToastMessage, isHttpError } from '../../lib/http';

export type ConnectField = { name: string; label: string; secret?: boolean; helpText?: string };

/** One way of connecting: its fields, a submit, and the server's field messages under each field. */
export function ConnectForm({
  title,
  description,
  fields,
  action,
  onSubmit,
}: {
  title: string;
  description: string;
  fields: ConnectField[];
  action: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFormError('');
    try {
      await onSubmit(values);
    } catch (error) {
      if (isHttpError(error) && error.fields) setErrors(error.fields);
      else setFormError(errorToastMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Form onSubmit={() => void submit()} noValidate>
        <BlockStack gap="300">
          <Text as="h2" variant="headingMd">
            {title}
          </Text>
          <Text as="p" tone="subdued">
            {description}
          </Text>
          {formError && <Banner tone="critical">{formError}</Banner>}
          <FormLayout>
            {fields.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                type={f.secret ? 'password' : 'text'}
                autoComplete="off"
                helpText={f.helpText}
                value={values[f.name] ?? ''}
                onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
                error={errors[f.name]}
              />
            ))}
            <Button submit loading={busy}>
              {action}
            </Button>
          </FormLayout>
        </BlockStack>
      </Form>
    </Card>
  );
}
