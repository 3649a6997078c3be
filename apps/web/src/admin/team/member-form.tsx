import { permissionListResponse, type TeamMember } from '@roundtrip/core';
import { BlockStack, Checkbox, FormLayout, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { fieldAlert } from '../../components/field-alert';
import { http } from '../../lib/http';

export type MemberForm = { email: string; name: string; permissions: string[] };

/** The invite and edit form: email (invite only), name and the permission checkboxes. */
export function MemberFields({
  form,
  errors,
  editing,
  onChange,
}: {
  form: MemberForm;
  errors: Record<string, string>;
  editing: TeamMember | null;
  onChange: (patch: Partial<MemberForm>) => void;
}) {
  const catalogue = useQuery({
    queryKey: ['permissions'],
    queryFn: () => http.get('/permission/v1/list', { schema: permissionListResponse }),
  });
  const toggle = (name: string, on: boolean) =>
    onChange({ permissions: on ? [...form.permissions, name] : form.permissions.filter((p) => p !== name) });
  const permissionError = Object.entries(errors).find(([key]) => key.startsWith('permissions'))?.[1];
  return (
    <FormLayout>
      {!editing && (
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={(email) => onChange({ email })}
          error={fieldAlert(errors.email)}
        />
      )}
      <TextField
        label="Name"
        autoComplete="off"
        value={form.name}
        onChange={(name) => onChange({ name })}
        error={fieldAlert(errors.name)}
      />
      {editing?.user_type === 'admin' ? (
        <Text as="p">An admin holds every permission.</Text>
      ) : (
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>
            <Text as="span" variant="headingSm">
              Permissions
            </Text>
          </legend>
          {catalogue.isLoading ? (
            <SkeletonBodyText lines={4} />
          ) : (
            <BlockStack gap="100">
              {catalogue.data?.docs.map((p) => (
                <Checkbox
                  key={p.name}
                  label={p.label}
                  helpText={p.name}
                  checked={form.permissions.includes(p.name)}
                  onChange={(on) => toggle(p.name, on)}
                />
              ))}
            </BlockStack>
          )}
          {permissionError && (
            <Text as="p" tone="critical">
              {fieldAlert(permissionError)}
            </Text>
          )}
        </fieldset>
      )}
    </FormLayout>
  );
}
