import type { RequestDetailResponse } from '@roundtrip/core';
import { BlockStack, Card, InlineStack, Tag, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { errorToastMessage } from '../../../lib/http';
import { showErrorToast } from '../../../lib/toasts';
import { PermissionButton } from '../../permission-button';
import { usePermission } from '../../permission-texts';
import { useRequestChanges, useStoreTags } from '../use-requests';

/** Tags (`return-exchange-tags/v1`): add from the store's tags or a new one, remove with the tag's x. */
export function TagsCard({ request }: { request: RequestDetailResponse }) {
  const { tag } = useRequestChanges(request.id);
  const store = useStoreTags();
  const may = usePermission('request.edit');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const send = (name: string, remove = false) =>
    tag.mutate(
      { request_id: request.id, tag: name, remove },
      {
        onSuccess: () => setValue(''),
        onError: (e) => {
          setError(errorToastMessage(e));
          showErrorToast(e);
        },
      },
    );
  const add = () => {
    if (!value.trim()) return setError('Please enter a tag');
    send(value.trim());
  };
  const suggestions = (store.data?.tags ?? []).filter(
    (t) => !request.tags.includes(t) && t.toLowerCase().includes(value.trim().toLowerCase()),
  );
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Tags
        </Text>
        <InlineStack gap="200">
          {request.tags.length === 0 ? (
            <Text as="span" tone="subdued">
              No tags
            </Text>
          ) : (
            request.tags.map((t) => (
              <Tag
                key={t}
                onRemove={() => send(t, true)}
                disabled={!may.allowed}
                accessibilityLabel={may.hint ? `tag ${t}: ${may.hint}` : `tag ${t}`}
              >
                {t}
              </Tag>
            ))
          )}
        </InlineStack>
        <TextField
          label="Add a tag"
          autoComplete="off"
          value={value}
          maxLength={50}
          onChange={(v) => {
            setValue(v);
            setError('');
          }}
          error={error || undefined}
          connectedRight={
            <PermissionButton hint={may.hint} onClick={add} loading={tag.isPending}>
              Add
            </PermissionButton>
          }
        />
        {suggestions.length ? (
          <InlineStack gap="100">
            {suggestions.slice(0, 8).map((t) => (
              <PermissionButton
                key={t}
                hint={may.hint}
                size="slim"
                variant="tertiary"
                onClick={() => send(t)}
              >
                {`+ ${t}`}
              </PermissionButton>
            ))}
          </InlineStack>
        ) : null}
      </BlockStack>
    </Card>
  );
}
