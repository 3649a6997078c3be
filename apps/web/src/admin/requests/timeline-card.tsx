import type { RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, InlineStack, Text } from '@shopify/polaris';
import { formatDate, statusLabel } from './request-format';

const ACTOR = { customer: 'Shopper', merchant: 'Team', system: 'Roundtrip' } as const;

/** Every event of the request, newest first; events the shopper also sees are marked. */
export function TimelineCard({ request }: { request: RequestDetailResponse }) {
  const events = [...request.timeline].reverse();
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Timeline
        </Text>
        <ol aria-label="Status timeline" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {events.map((e) => (
            <li
              key={e.id}
              style={{
                paddingBlock: 'var(--p-space-200)',
                borderBottom: '1px solid var(--p-color-border-secondary)',
              }}
            >
              <BlockStack gap="100">
                <InlineStack gap="200" blockAlign="center">
                  {e.to_status ? <Badge>{statusLabel(e.to_status)}</Badge> : null}
                  <Text as="span">{e.message}</Text>
                </InlineStack>
                <Text as="p" tone="subdued" variant="bodySm">
                  {`${formatDate(e.created_at, true)} · ${ACTOR[e.actor_type]}${e.customer_visible ? ' · shown to the shopper' : ''}`}
                </Text>
              </BlockStack>
            </li>
          ))}
        </ol>
      </BlockStack>
    </Card>
  );
}
