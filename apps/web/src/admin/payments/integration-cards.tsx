import {
  Badge,
  BlockStack,
  Card,
  Checkbox,
  FormLayout,
  InlineStack,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { PermissionButton } from '../permission-button';

/** A provider or warehouse system as its page shows it: saved secrets are never sent back, only "saved". */
type IntegrationItem = {
  name: string;
  supported: boolean;
  configured: boolean;
  active: boolean;
  /** When the provider last accepted the saved credentials; null: never checked. */
  verified_at: string | null;
  credential_fields: string[];
  /** Shown under the fields (a webhook URL to paste at the provider). */
  note?: string | null;
};

export type SaveIntegration = (
  name: string,
  body: { credentials: Record<string, string>; active: boolean },
) => Promise<unknown>;

const labelOf = (field: string) => field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const titleOf = (name: string) => name.replace(/^./, (c) => c.toUpperCase());

type CardsProps = {
  items: IntegrationItem[];
  save: SaveIntegration;
  /** Why the member may not save (the permission it needs), or undefined when they may. */
  hint: string | undefined;
};

function IntegrationCard({ item, save, hint }: Omit<CardsProps, 'items'> & { item: IntegrationItem }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [active, setActive] = useState(item.active);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setSaving(true);
    setErrors({});
    const credentials = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    try {
      await save(item.name, { credentials, active });
      setValues({});
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingMd">
            {titleOf(item.name)}
          </Text>
          {item.supported ? null : <Badge>Not yet supported</Badge>}
          {item.active ? <Badge tone="success">Active</Badge> : null}
          {item.supported && item.credential_fields.length > 0 && item.verified_at ? (
            <Badge tone="info">Connected</Badge>
          ) : item.supported && item.configured && item.credential_fields.length > 0 ? (
            <Badge tone="attention">Not verified: save again</Badge>
          ) : null}
        </InlineStack>
        {item.supported ? (
          <FormLayout>
            {item.credential_fields.map((field) => (
              <TextField
                key={field}
                label={labelOf(field)}
                type={/secret|password/.test(field) ? 'password' : 'text'}
                autoComplete="off"
                value={values[field] ?? ''}
                placeholder={item.configured ? 'Saved (leave empty to keep)' : ''}
                onChange={(v) => setValues({ ...values, [field]: v })}
                error={errors[`credentials.${field}`]}
              />
            ))}
            <Checkbox label="Active" checked={active} onChange={setActive} error={errors.credentials} />
            {item.note ? (
              <Text as="p" tone="subdued">
                {item.note}
              </Text>
            ) : null}
            <PermissionButton
              hint={hint}
              onClick={submit}
              loading={saving}
              accessibilityLabel={`Check and save ${titleOf(item.name)}`}
            >
              Check and save
            </PermissionButton>
          </FormLayout>
        ) : (
          <Text as="p" tone="subdued">
            {titleOf(item.name)} is not yet supported: connecting it is not possible yet.
          </Text>
        )}
      </BlockStack>
    </Card>
  );
}

/** One card per provider or system, supported ones first. */
export function IntegrationCards({ items, save, hint }: CardsProps) {
  const ordered = [...items.filter((i) => i.supported), ...items.filter((i) => !i.supported)];
  return (
    <BlockStack gap="400">
      {ordered.map((item) => (
        <IntegrationCard
          key={`${item.name}:${item.configured}:${item.active}`}
          item={item}
          save={save}
          hint={hint}
        />
      ))}
    </BlockStack>
  );
}
