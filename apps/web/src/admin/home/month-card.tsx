import type { HomeResponse } from '@roundtrip/core';
import { BlockStack, Card, InlineGrid, Text } from '@shopify/polaris';
import { money } from '../requests/request-format';
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
          <Figure label="Returned value" value={money(month.returned_value, month.currency)} />
          <Figure label="Refunded" value={money(month.refunded, month.currency)} />
          <Figure label="Kept as exchanges and store credit" value={money(month.kept, month.currency)} />
        </InlineGrid>
        <MonthChart daily={month.daily} />
      </BlockStack>
    </Card>
  );
}
