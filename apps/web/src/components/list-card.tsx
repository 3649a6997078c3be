import { Card, ResourceList, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';

type Props<T> = {
  loading: boolean;
  singular: string;
  plural: string;
  items: T[];
  /** What the card says while there is nothing, e.g. "No workflows yet." */
  empty: string;
  renderItem(item: T): ReactNode;
};

/** A settings page's list of things the merchant made: one card, one row each, an empty line. */
export function ListCard<T extends { id: string }>(p: Props<T>) {
  return (
    <Card padding="0">
      <ResourceList
        loading={p.loading}
        resourceName={{ singular: p.singular, plural: p.plural }}
        items={p.items}
        emptyState={
          <Text as="p" tone="subdued">
            {p.empty}
          </Text>
        }
        renderItem={p.renderItem}
      />
    </Card>
  );
}
