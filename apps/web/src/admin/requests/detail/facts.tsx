import { BlockStack, InlineStack, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

export type Fact = { term: string; description: ReactNode };

/** Label and value rows that stay readable in the narrow side column (DescriptionList wraps letters there). */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <BlockStack gap="150" as="ul">
      {items.map((f) => (
        <li key={f.term} style={{ listStyle: 'none' }}>
          <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
            <Text as="span" tone="subdued">
              {f.term}
            </Text>
            <Text as="span" alignment="end">
              {f.description}
            </Text>
          </InlineStack>
        </li>
      ))}
    </BlockStack>
  );
}
