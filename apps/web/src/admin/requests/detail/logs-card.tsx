import { LOG_KINDS, type LogKind, type RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Box, Card, InlineStack, Spinner, Tabs, Text } from '@shopify/polaris';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { errorToastMessage } from '../../../lib/http';
import { humanize } from '../request-format';
import { useRequestLogs } from '../use-requests';

const LABELS: Record<LogKind, string> = {
  logistic: 'Logistic log',
  refund: 'Refund log',
  wms: 'WMS log',
  shopify: 'Shopify log',
  email: 'Email log',
};

function LogList({ id, kind, stamp }: { id: string; kind: LogKind; stamp: string }) {
  const logs = useRequestLogs(id, kind, stamp);
  if (logs.isPending) return <Spinner size="small" accessibilityLabel="Loading the log" />;
  if (logs.error)
    return (
      <Text as="p" tone="critical">
        {errorToastMessage(logs.error)}
      </Text>
    );
  if (logs.data.docs.length === 0)
    return (
      <Text as="p" tone="subdued">
        Nothing in this log yet.
      </Text>
    );
  return (
    <ul aria-label={LABELS[kind]} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {logs.data.docs.map((entry) => (
        <li
          key={entry.id}
          style={{
            paddingBlock: 'var(--p-space-200)',
            borderBottom: '1px solid var(--p-color-border-secondary)',
          }}
        >
          <BlockStack gap="100">
            <InlineStack gap="200" blockAlign="center">
              <Badge tone={entry.outcome === 'succeeded' ? 'success' : 'critical'}>
                {humanize(entry.outcome)}
              </Badge>
              <Text as="span" fontWeight="semibold">
                {humanize(entry.effect)}
              </Text>
              <Text as="span" tone="subdued">{`attempt ${entry.attempt} · ${entry.duration_ms} ms`}</Text>
            </InlineStack>
            <Text as="p">{entry.message}</Text>
            <Text as="p" tone="subdued" variant="bodySm">
              {formatDate(entry.created_at, true)}
            </Text>
            <details>
              <summary>Request and response</summary>
              <Box padding="200" background="bg-surface-secondary" borderRadius="200">
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>
                  {JSON.stringify({ request: entry.request, response: entry.response }, null, 2)}
                </pre>
              </Box>
            </details>
          </BlockStack>
        </li>
      ))}
    </ul>
  );
}

/** The logistic, refund, wms and shopify logs (docs/processing.md): every attempt of every side effect. */
export function LogsCard({ request }: { request: RequestDetailResponse }) {
  const stamp = [...request.side_effects, ...request.notifications]
    .map((e) => `${e.id}:${e.status}:${e.attempts}`)
    .join(',');
  const [selected, setSelected] = useState(LOG_KINDS.indexOf('shopify'));
  const kind = LOG_KINDS[selected] ?? 'shopify';
  return (
    <Card padding="0">
      <Box padding="400" paddingBlockEnd="0">
        <Text as="h2" variant="headingMd">
          Logs
        </Text>
      </Box>
      <Tabs
        tabs={LOG_KINDS.map((k) => ({ id: `log-${k}`, content: LABELS[k], panelID: `log-panel-${k}` }))}
        selected={selected}
        onSelect={setSelected}
      >
        <Box padding="400" id={`log-panel-${kind}`}>
          <LogList id={request.id} kind={kind} stamp={stamp} />
        </Box>
      </Tabs>
    </Card>
  );
}
