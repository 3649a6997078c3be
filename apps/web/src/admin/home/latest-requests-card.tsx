import type { HomeResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, IndexTable, Link, Text } from '@shopify/polaris';
import { formatDate, money, statusLabel, statusTone } from '../requests/request-format';

export function LatestRequestsCard({ latest }: { latest: HomeResponse['latest'] }) {
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
          emptyState={
            <Text as="p" tone="subdued">
              No requests yet.
            </Text>
          }
          headings={[{ title: 'Request' }, { title: 'Customer' }, { title: 'Status' }, { title: 'Amount' }]}
        >
          {latest.map((r, i) => (
            <IndexTable.Row id={r.id} key={r.id} position={i}>
              <IndexTable.Cell>
                <Link url={`/admin/${r.kind === 'return' ? 'returns' : 'exchanges'}/${r.id}`} removeUnderline>
                  {`${r.kind === 'return' ? 'Return' : 'Exchange'} ${r.name}`}
                </Link>
                <Text as="p" tone="subdued" variant="bodySm">
                  {formatDate(r.created_at)}
                </Text>
              </IndexTable.Cell>
              <IndexTable.Cell>{r.customer_name}</IndexTable.Cell>
              <IndexTable.Cell>
                <Badge tone={r.needs_attention ? 'critical' : statusTone(r.shown_status)}>
                  {r.needs_attention ? 'Needs attention' : statusLabel(r.shown_status)}
                </Badge>
              </IndexTable.Cell>
              <IndexTable.Cell>{money(r.requested_amount, r.currency)}</IndexTable.Cell>
            </IndexTable.Row>
          ))}
        </IndexTable>
      </BlockStack>
    </Card>
  );
}
