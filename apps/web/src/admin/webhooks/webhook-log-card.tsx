import { Badge, BlockStack, Button, Card, DataTable, Text } from '@shopify/polaris';
import { formatDate } from '../../lib/format-date';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useWebhookLog, useWebhookMutations } from './use-webhooks';

/** One row per attempt at the endpoint; a message can be sent again from here. */
export function WebhookLogCard({ endpointId, url }: { endpointId: string; url: string }) {
  const log = useWebhookLog(endpointId);
  const { replay } = useWebhookMutations();
  const rows = (log.data?.docs ?? []).map((a) => [
    formatDate(a.created_at, true),
    a.topic,
    `#${a.attempt}`,
    <Badge
      key={`${a.id}-status`}
      tone={a.response_status !== null && a.response_status < 300 ? 'success' : 'critical'}
    >
      {a.response_status === null ? 'No answer' : String(a.response_status)}
    </Badge>,
    `${a.latency_ms} ms`,
    a.response_excerpt.slice(0, 80),
    <Button
      key={a.id}
      size="slim"
      accessibilityLabel={`Replay ${a.delivery_id}`}
      onClick={() =>
        replay.mutate(a.delivery_id, {
          onSuccess: () => showSuccessToast('Delivery queued again'),
          onError: showErrorToast,
        })
      }
    >
      Replay
    </Button>,
  ]);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {`Delivery log: ${url}`}
        </Text>
        {rows.length === 0 ? (
          <Text as="p" tone="subdued">
            {log.isLoading ? 'Loading…' : 'Nothing sent yet.'}
          </Text>
        ) : (
          <DataTable
            columnContentTypes={['text', 'text', 'text', 'text', 'numeric', 'text', 'text']}
            headings={['Sent', 'Topic', 'Attempt', 'Status', 'Latency', 'Response', '']}
            rows={rows}
          />
        )}
      </BlockStack>
    </Card>
  );
}
