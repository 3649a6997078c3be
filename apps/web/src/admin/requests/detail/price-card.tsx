import { fromMinor, type RequestDetailResponse, toMinor } from '@roundtrip/core';
import { Badge, BlockStack, Card, Divider, InlineStack, Text } from '@shopify/polaris';
import { formatAmount } from '../../../lib/format-amount';
import { formatDate } from '../../../lib/format-date';
import { refundModeLabel } from '../request-format';
import { Facts } from './facts';

type Refund = RequestDetailResponse['refunds'][number];

/** A record's state in words: a failed refund paid another way is not waiting for anyone. */
function refundBadge(r: Refund) {
  if (r.status === 'failed' && r.replaced_by) return <Badge>Failed, paid another way</Badge>;
  if (r.status === 'succeeded') return <Badge tone="success">Succeeded</Badge>;
  if (r.status === 'failed') return <Badge tone="critical">Failed</Badge>;
  return <Badge tone="attention">Pending</Badge>;
}
const PAYER = {
  customer: 'The shopper pays the difference',
  merchant: 'The store pays the difference back',
  none: 'Same price: nothing to pay',
} as const;

const positive = (a: string) => Number(a) > 0;
/** Amounts added in minor units, as a decimal string of the currency. */
const sum = (amounts: string[], cur: string) =>
  fromMinor(
    amounts.reduce((n, a) => n + toMinor(a, cur), 0),
    cur,
  );

/**
 * Money that moved, by the mode it was paid in (a failed refund paid again by store credit says so, not the
 * mode asked for); money on its way; what may still be refunded.
 */
function refundRows(request: RequestDetailResponse, m: (a: string) => string) {
  const p = request.price;
  const cur = p.currency;
  const asked = request.refund_mode;
  const paid = p.paid_by_mode.map((x) => {
    const extra = sum([x.bonus, x.incentive], cur);
    const instead = asked && x.mode !== asked ? ' instead' : '';
    return {
      term: `Refunded by ${refundModeLabel(x.mode).toLowerCase()}${instead}`,
      description: positive(extra) ? `${m(x.amount)} (bonus ${m(extra)} included)` : m(x.amount),
    };
  });
  const onItsWay = sum(
    request.refunds.filter((r) => r.status === 'pending' || r.status === 'planned').map((r) => r.amount),
    cur,
  );
  return [
    ...paid,
    ...(paid.length === 0 ? [{ term: 'Refunded so far', description: m('0') }] : []),
    ...(positive(onItsWay) ? [{ term: 'Refund on its way', description: m(onItsWay) }] : []),
    { term: 'Refundable now', description: m(p.refundable_now) },
  ];
}

/** Core pricing's breakdown (the same maths the portal showed the shopper) and the refunds made. */
export function PriceCard({ request }: { request: RequestDetailResponse }) {
  const p = request.price;
  const m = (a: string) => formatAmount(a, p.currency);
  const rows = [
    { term: 'Paid for these items', description: m(p.paid) },
    ...(positive(p.fee) ? [{ term: 'Return fee', description: `−${m(p.fee)}` }] : []),
    ...(positive(p.bonus)
      ? [{ term: `Store credit bonus (${p.bonus_percent}%)`, description: `+${m(p.bonus)}` }]
      : []),
    ...(positive(p.incentive) ? [{ term: 'Incentive', description: `+${m(p.incentive)}` }] : []),
    {
      term: `${request.kind === 'return' ? 'Refund asked for' : 'Refund'} (${refundModeLabel(request.refund_mode)})`,
      description: m(p.total),
    },
    ...(p.presentment_currency !== p.currency
      ? [
          {
            term: `Refund in ${p.presentment_currency}`,
            description: formatAmount(p.presentment_refund, p.presentment_currency),
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
      : refundRows(request, m)),
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
                        {formatAmount(r.amount, r.currency)}
                      </Text>
                      {r.presentment_amount && r.presentment_currency ? (
                        <Text as="span" tone="subdued">
                          {`${formatAmount(r.presentment_amount, r.presentment_currency)} to the shopper`}
                        </Text>
                      ) : null}
                      <Text as="span">{refundModeLabel(r.mode)}</Text>
                      {refundBadge(r)}
                    </InlineStack>
                    <Text as="p" tone="subdued" variant="bodySm">
                      {formatDate(r.created_at, true)}
                      {positive(sum([r.bonus_amount, r.incentive_amount], r.currency))
                        ? ` · Bonus ${formatAmount(sum([r.bonus_amount, r.incentive_amount], r.currency), r.currency)} included`
                        : ''}
                      {r.reference ? ` · Reference ${r.reference}` : ''}
                    </Text>
                    {r.error ? (
                      <Text as="p" tone={r.replaced_by ? 'subdued' : 'critical'} variant="bodySm">
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
