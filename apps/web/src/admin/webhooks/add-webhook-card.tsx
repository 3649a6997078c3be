import type { WebhookTopic } from '@roundtrip/core/webhooks';
import { BlockStack, Card, ChoiceList, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { isHttpError } from '../../lib/http';
import { showErrorToast } from '../../lib/toasts';
import { PermissionButton } from '../permission-button';
import { usePermission } from '../permission-texts';
import { useWebhookMutations, useWebhookTopics } from './use-webhooks';

/** A new endpoint: its address and topics; the secret comes back once, to `onCreated`. */
export function AddWebhookCard({ onCreated }: { onCreated: (secret: string) => void }) {
  const topics = useWebhookTopics();
  const { create } = useWebhookMutations();
  const edit = usePermission('setting.webhook.edit');
  const [url, setUrl] = useState('');
  const [chosen, setChosen] = useState<WebhookTopic[]>(['request.approved']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    create.mutate(
      { url: url.trim(), topics: chosen },
      {
        onSuccess: (created) => {
          setUrl('');
          setErrors({});
          onCreated(created.secret);
        },
        onError: (error) => {
          if (isHttpError(error) && error.fields) setErrors(error.fields);
          showErrorToast(error);
        },
      },
    );
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Add an endpoint
        </Text>
        <TextField
          label="Endpoint URL"
          value={url}
          onChange={setUrl}
          autoComplete="off"
          placeholder="https://example.com/roundtrip-webhooks"
          error={errors.url}
        />
        <ChoiceList
          allowMultiple
          title="Topics"
          choices={(topics.data?.topics ?? []).map((topic) => ({ label: topic, value: topic }))}
          selected={chosen}
          onChange={(selected) => setChosen(selected as WebhookTopic[])}
          error={errors.topics}
        />
        <PermissionButton
          hint={edit.hint}
          variant="primary"
          onClick={submit}
          loading={create.isPending}
          disabled={!url.trim()}
        >
          Add endpoint
        </PermissionButton>
      </BlockStack>
    </Card>
  );
}
