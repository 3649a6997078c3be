import type { RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, InlineStack, Text } from '@shopify/polaris';
import { formatDate } from '../../../lib/format-date';
import { statusLabel } from '../request-format';

const ACTOR = { customer: 'Shopper', merchant: 'Team', system: 'Roundtrip' } as const;
type Entry = RequestDetailResponse['timeline'][number];

/** A refund event says where its money stands now, never "Refunded" for money that did not move. */
const REFUND_BADGE = {
  pending: { label: 'Refund pending', tone: 'attention' },
  done: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Refund delayed', tone: 'critical' },
  replaced: { label: 'Refund failed, paid another way', tone: undefined },
} as const;

function EntryBadge({ entry: e }: { entry: Entry }) {
  if (e.refund_state) {
    const b = REFUND_BADGE[e.refund_state];
    return <Badge tone={b.tone}>{b.label}</Badge>;
  }
  return e.to_status ? <Badge>{statusLabel(e.to_status)}</Badge> : null;
}

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
                  <EntryBadge entry={e} />
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
