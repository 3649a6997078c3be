import type { AppWithKey } from '@roundtrip/core';
import { Banner, BlockStack, Button, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';

/** The key, shown this once: the server keeps only its hash, so it cannot be shown again. */
export function NewKeyBanner({ app, onDismiss }: { app: AppWithKey; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(app.api_key);
    setCopied(true);
  };
  return (
    <Banner tone="warning" title={`API key for ${app.name}`} onDismiss={onDismiss}>
      <BlockStack gap="200">
        <Text as="p">
          Copy it now: it is shown only once. Send it as "Authorization: Bearer" followed by the key.
        </Text>
        <TextField
          label="API key"
          value={app.api_key}
          readOnly
          autoComplete="off"
          monospaced
          connectedRight={<Button onClick={copy}>{copied ? 'Copied' : 'Copy key'}</Button>}
        />
      </BlockStack>
    </Banner>
  );
}
