import type { RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, Link, Text } from '@shopify/polaris';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { courierLabel, humanize } from '../request-format';
import { Facts } from './facts';

/** The original order (payment method and COD flag matter for the refund), tracking and exchange order. */
export function OrderCard({ request }: { request: RequestDetailResponse }) {
  const o = request.order;
  const t = request.tracking;
  const items = [
    { term: 'Order', description: o.name },
    { term: 'Placed', description: formatDate(o.created_at) },
    { term: 'Payment', description: o.payment_gateway_names.join(', ') || '—' },
    { term: 'Payment status', description: o.financial_status ? humanize(o.financial_status) : '—' },
    {
      term: 'Cash on delivery',
      description: o.is_cod ? <Badge tone="warning">Cash on delivery</Badge> : 'No, prepaid',
    },
    { term: 'Order total', description: formatAmount(o.total, o.currency) },
    { term: 'Return method', description: request.method === 'pickup' ? 'Pickup' : 'Drop-off' },
  ];
  const tracking =
    t.courier || t.number
      ? [
          { term: 'Courier', description: courierLabel(t.company ?? t.courier) },
          {
            term: 'Tracking number',
            description:
              t.url && t.number ? (
                <Link url={t.url} external>
                  {t.number}
                </Link>
              ) : (
                (t.number ?? '—')
              ),
          },
          { term: 'Tracking status', description: t.status ? humanize(t.status) : '—' },
        ]
      : [];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Order
        </Text>
        <Facts items={items} />
        {tracking.length ? (
          <>
            <Text as="h3" variant="headingSm">
              Shipment
            </Text>
            <Facts items={tracking} />
          </>
        ) : null}
        {request.exchange_order ? (
          <>
            <Text as="h3" variant="headingSm">
              Exchange order
            </Text>
            <Facts
              items={[
                { term: 'Order id', description: request.exchange_order.id },
                {
                  term: 'Fulfillment',
                  description: request.exchange_order.held ? (
                    <Badge tone="attention">On hold</Badge>
                  ) : (
                    <Badge tone="success">Released</Badge>
                  ),
                },
              ]}
            />
          </>
        ) : null}
      </BlockStack>
    </Card>
  );
}
