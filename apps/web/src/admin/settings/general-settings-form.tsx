import { type GeneralSettings, generalSettings } from '@roundtrip/core';
import {
  Banner,
  BlockStack,
  Button,
  Card,
  Form,
  FormLayout,
  InlineStack,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { fieldAlert } from '../../components/field-alert';
import { fieldErrorsOf } from '../../lib/field-errors';
import { errorToastMessage, isHttpError } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { SaveBar } from '../frame/save-bar';
import { usePermission } from '../permission-texts';
import { useSaveGeneralSettings } from './use-general-settings';

type Field = keyof GeneralSettings;
type FieldErrors = Partial<Record<Field, string>>;

const fields: { name: Field; label: string; type?: 'email' | 'url'; helpText?: string }[] = [
  { name: 'name', label: 'Store name' },
  { name: 'store_logo', label: 'Store logo URL', type: 'url', helpText: 'A web address of a square image.' },
  { name: 'support_email', label: 'Support email', type: 'email' },
  { name: 'currency', label: 'Currency', helpText: 'Three-letter code, for example USD.' },
  { name: 'country', label: 'Country', helpText: 'Two-letter code, for example US.' },
];

export function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const save = useSaveGeneralSettings();
  const canSave = usePermission('setting.general.edit');

  const submit = () => {
    setFormError('');
    // Same contract the server applies, so most mistakes are caught without a round trip.
    const parsed = generalSettings.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (data) => {
        setSaved(data.general);
        setValues(data.general);
        showSuccessToast();
      },
      onError: (error) => {
        if (isHttpError(error) && error.fields) setErrors(error.fields as FieldErrors);
        setFormError(errorToastMessage(error));
        showErrorToast(error);
      },
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <SaveBar
        id="general-settings-save-bar"
        dirty={fields.some((f) => values[f.name] !== saved[f.name])}
        saving={save.isPending}
        saveDisabled={!canSave.allowed}
        onSave={submit}
        onDiscard={() => {
          setValues(saved);
          setErrors({});
          setFormError('');
        }}
      />
      <BlockStack gap="400">
        {formError && <Banner tone="critical">{formError}</Banner>}
        <Card>
          <FormLayout>
            {fields.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                type={f.type}
                autoComplete="off"
                helpText={f.helpText}
                value={values[f.name]}
                onChange={(value) => {
                  setValues((v) => ({ ...v, [f.name]: value }));
                  setErrors((e) => ({ ...e, [f.name]: undefined }));
                }}
                error={fieldAlert(errors[f.name])}
              />
            ))}
          </FormLayout>
        </Card>
        <InlineStack gap="300" blockAlign="center">
          <Button submit variant="primary" loading={save.isPending} disabled={!canSave.allowed}>
            Save
          </Button>
          {canSave.hint ? (
            <Text as="p" tone="subdued">
              {canSave.hint}
            </Text>
          ) : null}
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
