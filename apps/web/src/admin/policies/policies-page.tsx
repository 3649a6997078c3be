import type { PolicyBlockView } from '@roundtrip/core';
import { type Feature, planLabel } from '@roundtrip/core/plans';
import { Badge, Banner, BlockStack, Card, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useState } from 'react';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { PolicyBlockCard } from './policy-block-card';
import { UpsellModal } from './upsell-modal';
import { usePolicies } from './use-policies';

/** The groups the blocks are shown in; a block the list does not name goes to the last group. */
const GROUPS: { title: string; ids: string[] }[] = [
  {
    title: 'Returns',
    ids: [
      'return_window',
      'restrict_return_orders',
      'restrict_return_if_not_delivered',
      'return_multiple_items',
      'return_fee',
      'gift_returns',
      'green_return',
      'add_new_filter',
    ],
  },
  {
    title: 'Exchanges',
    ids: [
      'exchange_window',
      'restrict_exchange_orders',
      'restrict_exchange_if_not_delivered',
      'exchange_rules',
      'create_exchange_rule',
      'exchange_with_other_products',
      'smart_exchange',
      'multiple_exchange_products',
      'exchange_out_of_stock',
      'hold_exchange_orders',
      'exchange_order_tags',
      'exchange_order_name',
    ],
  },
  {
    title: 'Refunds and payments',
    ids: ['refund_modes', 'restrict_discounts', 'restrict_refund_on_price_difference', 'capture_payments'],
  },
  { title: 'Portal', ids: ['portal'] },
];

function groupBlocks(blocks: PolicyBlockView[]): { title: string; blocks: PolicyBlockView[] }[] {
  const named = new Set(GROUPS.flatMap((g) => g.ids));
  const groups = GROUPS.map((g) => ({
    title: g.title,
    blocks: g.ids.map((id) => blocks.find((b) => b.id === id)).filter((b): b is PolicyBlockView => !!b),
  }));
  const others = blocks.filter((b) => !named.has(b.id));
  if (others.length) groups.push({ title: 'Other', blocks: others });
  return groups.filter((g) => g.blocks.length > 0);
}

export default function PoliciesPage() {
  useDocumentTitle('Policies');
  const { data, error } = usePolicies();
  const [upsell, setUpsell] = useState<Feature | null>(null);

  return (
    <Page
      title="Policies"
      subtitle="What shoppers may return or exchange, when, and how they are refunded. Each block saves on its own."
      backAction={{ content: 'Settings', url: '/admin/settings/general' }}
      titleMetadata={data ? <Badge>{planLabel(data.plan)}</Badge> : undefined}
    >
      <Layout>
        {error ? (
          <Layout.Section>
            <Banner tone="critical" title="Policies could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          </Layout.Section>
        ) : data ? (
          groupBlocks(data.blocks).map((group) => (
            <Layout.Section key={group.title}>
              <BlockStack gap="400">
                <Text as="h2" variant="headingLg">
                  {group.title}
                </Text>
                {group.blocks.map((block) => (
                  <PolicyBlockCard key={block.id} block={block} data={data} onUpsell={setUpsell} />
                ))}
              </BlockStack>
            </Layout.Section>
          ))
        ) : (
          <Layout.Section>
            <Card>
              <SkeletonBodyText lines={8} />
            </Card>
          </Layout.Section>
        )}
      </Layout>
      <UpsellModal feature={upsell} onClose={() => setUpsell(null)} />
    </Page>
  );
}
