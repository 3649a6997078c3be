import type { RequestDetailResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, Divider, InlineStack, Text } from '@shopify/polaris';
import { Facts } from './facts';
import { formatDate, humanize, money, refundModeLabel } from './request-format';

const REFUND_TONE = {
  planned: 'info',
  pending: 'attention',
  succeeded: 'success',
  failed: 'critical',
} as const;
const PAYER = {
  customer: 'The shopper pays the difference',
  merchant: 'The store pays the difference back',
  none: 'Same price: nothing to pay',
} as const;

const positive = (a: string) => Number(a) > 0;

/** Core pricing's breakdown (the same maths the portal showed the shopper) and the refunds made. */
export function PriceCard({ request }: { request: RequestDetailResponse }) {
  const p = request.price;
  const m = (a: string) => money(a, p.currency);
  const rows = [
    { term: 'Paid for these items', description: m(p.paid) },
    ...(positive(p.fee) ? [{ term: 'Return fee', description: `−${m(p.fee)}` }] : []),
    ...(positive(p.bonus) ? [{ term: 'Store credit bonus', description: `+${m(p.bonus)}` }] : []),
    ...(positive(p.incentive) ? [{ term: 'Incentive', description: `+${m(p.incentive)}` }] : []),
    { term: `Refund (${refundModeLabel(request.refund_mode)})`, description: m(p.total) },
    ...(p.presentment_currency !== p.currency
      ? [
          {
            term: `Refund in ${p.presentment_currency}`,
            description: money(p.presentment_refund, p.presentment_currency),
          },
        ]
      : []),
    ...(request.kind === 'exchange'
      ? [
          { term: 'Price difference', description: m(p.exchange_difference) },
          { term: 'Who pays', description: PAYER[p.payer] },
          ...(positive(p.amount_due)
            ? [{ term: 'Amount due from the shopper', description: m(p.amount_due) }]
            : []),
        ]
      : [
          { term: 'Refunded so far', description: m(p.refunded) },
          { term: 'Refundable now', description: m(p.refundable_now) },
        ]),
  ];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Price breakdown
        </Text>
        <Facts items={rows} />
        {request.refunds.length ? (
          <>
            <Divider />
            <Text as="h3" variant="headingSm">
              Refunds
            </Text>
            <ul
              aria-label="Refunds"
              style={{ margin: 0, padding: 0, display: 'grid', gap: 'var(--p-space-200)' }}
            >
              {request.refunds.map((r) => (
                <li key={r.id} style={{ listStyle: 'none' }}>
                  <BlockStack gap="100">
                    <InlineStack gap="200" blockAlign="center">
                      <Text as="span" fontWeight="semibold">
                        {money(r.amount, r.currency)}
                      </Text>
                      <Text as="span">{refundModeLabel(r.mode)}</Text>
                      <Badge tone={REFUND_TONE[r.status]}>{humanize(r.status)}</Badge>
                    </InlineStack>
                    <Text as="p" tone="subdued" variant="bodySm">
                      {formatDate(r.created_at, true)}
                      {r.reference ? ` · Reference ${r.reference}` : ''}
                    </Text>
                    {r.error ? (
                      <Text as="p" tone="critical" variant="bodySm">
                        {r.error}
                      </Text>
                    ) : null}
                  </BlockStack>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </BlockStack>
    </Card>
  );
}
