import { type KlaviyoView, klaviyoView } from '@roundtrip/core';
import { Badge, BlockStack, Button, InlineStack, Text, TextField } from '@shopify/polaris';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http, isHttpError } from '../../lib/http';
import { showErrorToast } from '../../lib/toasts';

const STOPPED: Record<NonNullable<KlaviyoView['disabled_reason']>, string> = {
  gone: 'Klaviyo refused the events (410). Save your key again to resume.',
  exhausted: 'Klaviyo failed for three days, so sending stopped. Save your key again to resume.',
  merchant: 'Sending is turned off. Save your key again to resume.',
};

/** Klaviyo (docs/klaviyo.md): connect with a private API key; request events become Klaviyo events. */
export function KlaviyoCard() {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['klaviyo'],
    queryFn: () => http.get('/klaviyo/v1', { schema: klaviyoView }),
  });
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const saved = (view: KlaviyoView) => {
    client.setQueryData(['klaviyo'], view);
    void client.invalidateQueries({ queryKey: ['integrations'] });
  };
  const connect = useMutation({
    mutationFn: () => http.put('/klaviyo/v1', { api_key: apiKey.trim() }, { schema: klaviyoView }),
    onSuccess: (view) => {
      setApiKey('');
      setError(undefined);
      saved(view);
    },
    onError: (e) => {
      setError(isHttpError(e) ? e.fields?.api_key : undefined);
      showErrorToast(e);
    },
  });
  const disconnect = useMutation({
    mutationFn: () => http.delete('/klaviyo/v1', { schema: klaviyoView }),
    onSuccess: saved,
    onError: showErrorToast,
  });
  return (
    <BlockStack gap="300">
      <InlineStack gap="200" blockAlign="center">
        <Text as="span">Klaviyo</Text>
        {data?.connected ? (
          <Badge tone={data.enabled ? 'success' : 'critical'}>{data.enabled ? 'Connected' : 'Stopped'}</Badge>
        ) : (
          <Badge>Not connected</Badge>
        )}
      </InlineStack>
      <Text as="p" tone="subdued">
        Every request event (created, approved, received, refunded, ...) is sent to Klaviyo as an event on the
        shopper's profile, named "Roundtrip request approved" and so on, to start your own flows.
      </Text>
      {data?.connected && (
        <Text as="p">
          Private key ending in {data.key_last4}
          {data.disabled_reason ? `. ${STOPPED[data.disabled_reason]}` : ''}
        </Text>
      )}
      <TextField
        label={data?.connected ? 'Replace the private API key' : 'Private API key'}
        helpText="Klaviyo → Settings → API keys: a private key with the Accounts read and Events write scopes (pk_...)."
        type="password"
        autoComplete="off"
        value={apiKey}
        onChange={setApiKey}
        error={error}
      />
      <InlineStack gap="200">
        <Button
          variant="primary"
          onClick={() => connect.mutate()}
          loading={connect.isPending}
          disabled={!apiKey.trim()}
        >
          {data?.connected ? 'Save key' : 'Connect Klaviyo'}
        </Button>
        {data?.connected && (
          <Button tone="critical" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
            Disconnect
          </Button>
        )}
      </InlineStack>
    </BlockStack>
  );
}
