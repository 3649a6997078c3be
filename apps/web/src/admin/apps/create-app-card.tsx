import type { CreateAppBody } from '@roundtrip/core';
import type { AppScope } from '@roundtrip/core/apps';
import { BlockStack, Button, Card, ChoiceList, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';

type Scope = { scope: AppScope; label: string };

/** Name, description and the scopes the key will hold. */
export function CreateAppCard(props: {
  scopes: readonly Scope[];
  creating: boolean;
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
        <Button
          variant="primary"
          onClick={() => void submit().catch(() => undefined)}
          loading={props.creating}
          disabled={!name.trim() || chosen.length === 0}
        >
          Create app
        </Button>
      </BlockStack>
    </Card>
  );
}
