import type { HomeResponse } from '@roundtrip/core';
import { BlockStack, Card, InlineGrid, Text } from '@shopify/polaris';
import { formatAmount } from '../../lib/format-amount';
import { MonthChart } from './month-chart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <BlockStack gap="100">
      <Text as="span" tone="subdued" variant="bodySm">
        {label}
      </Text>
      <Text as="span" variant="headingLg">
        {value}
      </Text>
    </BlockStack>
  );
}

export function MonthCard({ month }: { month: HomeResponse['last_30_days'] }) {
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          Last 30 days
        </Text>
        <InlineGrid columns={{ xs: 2, md: 4 }} gap="400">
          <Figure label="Requests" value={String(month.requests)} />
          <Figure label="Returned value" value={formatAmount(month.returned_value, month.currency)} />
          <Figure label="Refunded" value={formatAmount(month.refunded, month.currency)} />
          <Figure
            label="Kept as exchanges and store credit"
            value={formatAmount(month.kept, month.currency)}
          />
        </InlineGrid>
        <MonthChart daily={month.daily} />
      </BlockStack>
    </Card>
  );
}
