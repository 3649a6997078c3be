import type { WebhookView } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  InlineStack,
  Layout,
  Page,
  ResourceList,
  Text,
  TextField,
} from '@shopify/polaris';
import { useState } from 'react';
import { ListCard } from '../../components/list-card';
import { formatDate } from '../../lib/format-date';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { PermissionButton } from '../permission-button';
import { usePermission } from '../permission-texts';
import { AddWebhookCard } from './add-webhook-card';
import { useWebhookMutations, useWebhooks } from './use-webhooks';
import { WebhookLogCard } from './webhook-log-card';

const OFF_REASON: Record<NonNullable<WebhookView['disabled_reason']>, string> = {
  gone: 'Off: the receiver answered 410 Gone',
  exhausted: 'Off: every delivery failed for three days',
  merchant: 'Off',
};

/** Outgoing webhooks (docs/webhooks.md): endpoints, their secrets, the delivery log. */
export default function WebhooksPage() {
  useDocumentTitle('Webhooks');
  const { data, isLoading } = useWebhooks();
  const { setEnabled, remove, reveal, rotate } = useWebhookMutations();
  const [secret, setSecret] = useState<{ text: string; note: string } | null>(null);
  const [logOf, setLogOf] = useState<WebhookView | null>(null);
  const edit = usePermission('setting.webhook.edit');
  const showSecret = (note: string) => (s: { secret: string }) => setSecret({ text: s.secret, note });
  return (
    <Page
      title="Webhooks"
      subtitle="Your own systems hear every change to a request, signed per Standard Webhooks"
    >
      <Layout>
        {secret && (
          <Layout.Section>
            <Banner title="Signing secret" tone="warning" onDismiss={() => setSecret(null)}>
              <BlockStack gap="200">
                <Text as="p">{secret.note}</Text>
                <TextField label="Secret" value={secret.text} readOnly autoComplete="off" monospaced />
              </BlockStack>
            </Banner>
          </Layout.Section>
        )}
        <Layout.Section>
          <ListCard
            loading={isLoading}
            singular="endpoint"
            plural="endpoints"
            items={data?.docs ?? []}
            empty="No endpoints yet."
            renderItem={(w) => (
              <ResourceList.Item
                id={w.id}
                onClick={() => setLogOf(w)}
                accessibilityLabel={`Delivery log of ${w.url}`}
              >
                <BlockStack gap="200">
                  <InlineStack align="space-between" blockAlign="center">
                    <Text as="h3" variant="bodyMd" fontWeight="semibold" breakWord>
                      {w.url}
                    </Text>
                    <Badge tone={w.enabled ? 'success' : 'critical'}>
                      {w.enabled ? 'On' : OFF_REASON[w.disabled_reason ?? 'merchant']}
                    </Badge>
                  </InlineStack>
                  <Text as="p" tone="subdued">
                    {w.topics.join(', ')}
                    {w.previous_secret_expires_at
                      ? ` · old secret also signs until ${formatDate(w.previous_secret_expires_at, true)}`
                      : ''}
                  </Text>
                  <InlineStack gap="200">
                    <Button onClick={() => setLogOf(w)}>Delivery log</Button>
                    <PermissionButton
                      hint={edit.hint}
                      onClick={() =>
                        reveal.mutate(w.id, {
                          onSuccess: showSecret('Verify each delivery with this secret.'),
                          onError: showErrorToast,
                        })
                      }
                    >
                      Reveal secret
                    </PermissionButton>
                    <PermissionButton
                      hint={edit.hint}
                      onClick={() =>
                        rotate.mutate(w.id, {
                          onSuccess: showSecret(
                            'The new secret. The old one keeps signing for 24 hours, so switch your receiver before then.',
                          ),
                          onError: showErrorToast,
                        })
                      }
                    >
                      Rotate secret
                    </PermissionButton>
                    <PermissionButton
                      hint={edit.hint}
                      onClick={() =>
                        setEnabled.mutate(
                          { id: w.id, enabled: !w.enabled },
                          { onSuccess: () => showSuccessToast('Webhook saved'), onError: showErrorToast },
                        )
                      }
                    >
                      {w.enabled ? 'Turn off' : 'Turn on'}
                    </PermissionButton>
                    <PermissionButton
                      hint={edit.hint}
                      tone="critical"
                      onClick={() =>
                        remove.mutate(w.id, {
                          onSuccess: () => {
                            setLogOf((shown) => (shown?.id === w.id ? null : shown));
                            showSuccessToast('Webhook deleted');
                          },
                          onError: showErrorToast,
                        })
                      }
                    >
                      Delete
                    </PermissionButton>
                  </InlineStack>
                </BlockStack>
              </ResourceList.Item>
            )}
          />
        </Layout.Section>
        {logOf && (
          <Layout.Section>
            <WebhookLogCard endpointId={logOf.id} url={logOf.url} />
          </Layout.Section>
        )}
        <Layout.Section variant="oneThird">
          <AddWebhookCard
            onCreated={(text) =>
              setSecret({
                text,
                note: 'Copy this secret now to verify deliveries (it can be revealed again here).',
              })
            }
          />
        </Layout.Section>
      </Layout>
    </Page>
  );
}
