import type { metricsResponse } from '@roundtrip/core';
import { Badge, BlockStack, Card, InlineGrid, Text } from '@shopify/polaris';
import type { z } from 'zod';
import { formatAmount } from '../../lib/format-amount';

type Metrics = z.infer<typeof metricsResponse>;
type Cmp = { current: number | string; previous: number | string; change_percent: number | null };

/** Fewer returns and refunds are good news; less money kept in the store is not. */
function Change({ change, better }: { change: number | null; better: 'up' | 'down' }) {
  if (change === null) return <Badge>No earlier data</Badge>;
  const sign = change > 0 ? '+' : '';
  const good = better === 'up' ? change > 0 : change < 0;
  return (
    <Badge tone={change === 0 ? undefined : good ? 'success' : 'attention'}>{`${sign}${change}%`}</Badge>
  );
}

/** The period's headline figures, each with its change against the period before. */
export function HeadlineCards({ metrics }: { metrics: Metrics }) {
  const money = (v: string | number) => formatAmount(v, metrics.currency);
  const cards: { label: string; value: Cmp; money?: boolean; better?: 'up' }[] = [
    { label: 'Requests', value: metrics.requests },
    { label: 'Returns', value: metrics.returns },
    { label: 'Exchanges', value: metrics.exchanges },
    { label: 'Cancellations', value: metrics.cancellations },
    { label: 'Items', value: metrics.items },
    { label: 'Returned value', value: metrics.returned_value, money: true },
    { label: 'Refunded', value: metrics.refunded, money: true },
    { label: 'Kept in the store', value: metrics.kept, money: true, better: 'up' },
  ];
  return (
    <InlineGrid columns={{ xs: 2, md: 4 }} gap="300">
      {cards.map((c) => (
        <Card key={c.label}>
          <BlockStack gap="100">
            <Text as="h3" variant="headingSm" tone="subdued">
              {c.label}
            </Text>
            <Text as="p" variant="headingLg">
              {c.money ? money(c.value.current) : String(c.value.current)}
            </Text>
            <Change change={c.value.change_percent} better={c.better ?? 'down'} />
          </BlockStack>
        </Card>
      ))}
    </InlineGrid>
  );
}
