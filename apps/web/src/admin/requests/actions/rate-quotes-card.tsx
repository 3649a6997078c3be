import type { Courier, RateQuotesResponse, RateSettingView } from '@roundtrip/core';
import { BlockStack, Box, InlineStack, Spinner, Text } from '@shopify/polaris';
import { formatAmount } from '../../../lib/format-amount';

const RULE_WORDS: Record<RateSettingView['rule'], string> = {
  cheapest: 'Cheapest',
  fastest: 'Fastest',
  preferred: 'Preferred courier',
};

const days = (d: number | null) => (d === null ? '' : `, about ${d} day${d === 1 ? '' : 's'}`);

/**
 * Rate shopping in the approve dialog: the quote the store's rule picked (price and courier), the
 * other couriers' quotes, and the couriers that could not quote.
 */
export function RateQuotesCard(p: {
  quotes: RateQuotesResponse | undefined;
  loading: boolean;
  selected: Courier | '';
}) {
  if (p.loading)
    return (
      <InlineStack gap="200" blockAlign="center">
        <Spinner size="small" accessibilityLabel="Asking the couriers for quotes" />
        <Text as="span">Asking every connected courier for a quote…</Text>
      </InlineStack>
    );
  if (!p.quotes) return null;
  const { chosen, quotes, failures, setting } = p.quotes;
  return (
    <Box padding="300" background="bg-surface-secondary" borderRadius="200">
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm">
          Courier quotes
        </Text>
        {chosen ? (
          <Text as="p" fontWeight="semibold">
            {RULE_WORDS[setting.rule]}: {chosen.courier_name}, {formatAmount(chosen.amount, chosen.currency)}{' '}
            ({chosen.service}
            {days(chosen.days)})
          </Text>
        ) : (
          <Text as="p" tone="caution">
            No courier quoted for this parcel: choose one yourself.
          </Text>
        )}
        <ul aria-label="Quotes">
          {quotes.map((q) => (
            <li key={q.courier}>
              <Text as="span" fontWeight={q.courier === p.selected ? 'semibold' : 'regular'}>
                {q.courier_name}: {formatAmount(q.amount, q.currency)} ({q.service}
                {days(q.days)})
              </Text>
            </li>
          ))}
          {failures.map((f) => (
            <li key={f.courier}>
              <Text as="span" tone="subdued">
                {f.courier_name}: no quote ({f.message})
              </Text>
            </li>
          ))}
        </ul>
      </BlockStack>
    </Box>
  );
}
