import type { HomeResponse } from '@roundtrip/core';
import {
  Badge,
  BlockStack,
  Card,
  IndexTable,
  InlineStack,
  Link,
  Text,
  useBreakpoints,
} from '@shopify/polaris';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { statusLabel, statusTone } from '../requests/request-format';

type Latest = HomeResponse['latest'][number];

const linkOf = (r: Latest) => (
  <Link url={`/admin/${r.kind === 'return' ? 'returns' : 'exchanges'}/${r.id}`} removeUnderline>
    {`${r.kind === 'return' ? 'Return' : 'Exchange'} ${r.name}`}
  </Link>
);
const badgeOf = (r: Latest) => (
  <Badge tone={r.needs_attention ? 'critical' : statusTone(r.shown_status)}>
    {r.needs_attention ? 'Needs attention' : statusLabel(r.shown_status)}
  </Badge>
);

export function LatestRequestsCard({ latest }: { latest: HomeResponse['latest'] }) {
  // On a phone each request is one row of stacked key facts, not a table cut at the screen's edge.
  const { smDown: condensed } = useBreakpoints();
  return (
    <Card padding="0">
      <BlockStack gap="200">
        <div style={{ padding: 'var(--p-space-400) var(--p-space-400) 0' }}>
          <Text as="h2" variant="headingMd">
            Latest requests
          </Text>
        </div>
        <IndexTable
          resourceName={{ singular: 'request', plural: 'requests' }}
          itemCount={latest.length}
          selectable={false}
          condensed={condensed}
          emptyState={
            <Text as="p" tone="subdued">
              No requests yet.
            </Text>
          }
          headings={[{ title: 'Request' }, { title: 'Customer' }, { title: 'Status' }, { title: 'Amount' }]}
        >
          {latest.map((r, i) =>
            condensed ? (
              <IndexTable.Row id={r.id} key={r.id} position={i}>
                <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', minWidth: 0 }}>
                  <BlockStack gap="100">
                    <InlineStack align="space-between" blockAlign="center" gap="200">
                      {linkOf(r)}
                      <Text as="span" numeric>
                        {formatAmount(r.requested_amount, r.currency)}
                      </Text>
                    </InlineStack>
                    <InlineStack gap="200" blockAlign="center">
                      {badgeOf(r)}
                      <Text as="span" tone="subdued" variant="bodySm" breakWord>
                        {`${r.customer_name} · ${formatDate(r.created_at)}`}
                      </Text>
                    </InlineStack>
                  </BlockStack>
                </div>
              </IndexTable.Row>
            ) : (
              <IndexTable.Row id={r.id} key={r.id} position={i}>
                <IndexTable.Cell>
                  {linkOf(r)}
                  <Text as="p" tone="subdued" variant="bodySm">
                    {formatDate(r.created_at)}
                  </Text>
                </IndexTable.Cell>
                <IndexTable.Cell>{r.customer_name}</IndexTable.Cell>
                <IndexTable.Cell>{badgeOf(r)}</IndexTable.Cell>
                <IndexTable.Cell>{formatAmount(r.requested_amount, r.currency)}</IndexTable.Cell>
              </IndexTable.Row>
            ),
          )}
        </IndexTable>
      </BlockStack>
    </Card>
  );
}
