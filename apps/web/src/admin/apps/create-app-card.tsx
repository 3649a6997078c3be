import type { CreateAppBody } from '@roundtrip/core';
import type { AppScope } from '@roundtrip/core/apps';
import { BlockStack, Card, ChoiceList, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { PermissionButton } from '../permission-button';

type Scope = { scope: AppScope; label: string };

/** Name, description and the scopes the key will hold. */
export function CreateAppCard(props: {
  scopes: readonly Scope[];
  creating: boolean;
  /** Why the member may not create one (the permission it needs), or undefined when they may. */
  hint: string | undefined;
  onCreate: (body: CreateAppBody) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<AppScope[]>([]);
  const submit = async () => {
    await props.onCreate({ name, description, scopes: chosen });
    setName('');
    setDescription('');
    setChosen([]);
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Create an app
        </Text>
        <TextField label="Name" value={name} onChange={setName} autoComplete="off" />
        <TextField label="Description" value={description} onChange={setDescription} autoComplete="off" />
        <ChoiceList
          allowMultiple
          title="Scopes"
          choices={props.scopes.map((s) => ({ label: `${s.scope}: ${s.label}`, value: s.scope }))}
          selected={chosen}
          onChange={(v) => setChosen(v as AppScope[])}
        />
        <PermissionButton
          hint={props.hint}
          variant="primary"
          onClick={() => void submit().catch(() => undefined)}
          loading={props.creating}
          disabled={!name.trim() || chosen.length === 0}
        >
          Create app
        </PermissionButton>
      </BlockStack>
    </Card>
  );
}
