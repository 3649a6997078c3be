import type { PriceDifferencesView } from '@roundtrip/core';
import type { PaymentCollector, PriceDifferenceChoice } from '@roundtrip/core/payments';
import { BlockStack, Card, ChoiceList, Text } from '@shopify/polaris';
import { useState } from 'react';
import { PermissionButton } from '../permission-button';

const nameOf = (provider: string) => provider.replace(/^./, (c) => c.toUpperCase());

const collectorName = (collector: PaymentCollector) =>
  collector === 'shopify_checkout'
    ? 'Shopify checkout'
    : collector === 'sandbox'
      ? 'the built-in sandbox, which moves no money'
      : nameOf(collector);

type Props = {
  view: PriceDifferencesView;
  save: (collectWith: PriceDifferenceChoice) => Promise<unknown>;
  /** Why the member may not save (the permission it needs), or undefined when they may. */
  hint: string | undefined;
};

/**
 * Who collects the price difference a shopper owes. A Shopify store chooses, Shopify checkout by default;
 * a store not on Shopify has no Shopify checkout: its active provider (or the sandbox) collects.
 */
export function PriceDifferencesCard({ view, save, hint }: Props) {
  const [choice, setChoice] = useState<PriceDifferenceChoice>(view.collect_with ?? 'shopify_checkout');
  const [saving, setSaving] = useState(false);
  const now = (
    <Text as="p" fontWeight="semibold">
      Collecting now: {collectorName(view.collector)}
    </Text>
  );
  if (view.platform !== 'shopify')
    return (
      <Card>
        <BlockStack gap="200">
          <Text as="h2" variant="headingMd">
            Price differences
          </Text>
          {now}
          <Text as="p" tone="subdued">
            This store is not on Shopify, so its active provider below collects. Shopify stores collect
            through Shopify checkout.
          </Text>
        </BlockStack>
      </Card>
    );
  const submit = async () => {
    setSaving(true);
    try {
      await save(choice);
    } catch {
      // The toast says why; the choice stays as the merchant left it.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Price differences
        </Text>
        <ChoiceList
          title="Collect price differences with"
          selected={[choice]}
          onChange={([value]) => setChoice(value === 'provider' ? 'provider' : 'shopify_checkout')}
          choices={[
            {
              label: 'Shopify checkout (recommended)',
              value: 'shopify_checkout',
              helpText:
                'The shopper pays an invoice from your store (a draft order); refunds go back through Shopify.',
            },
            {
              label: view.provider ? nameOf(view.provider) : 'Your payment provider',
              value: 'provider',
              disabled: !view.provider,
              helpText: view.provider
                ? `A ${nameOf(view.provider)} payment link; the exchange order is then marked paid in Shopify.`
                : 'Connect and switch on a provider below to choose it.',
            },
          ]}
        />
        <Text as="p" tone="subdued">
          Why Shopify checkout: Shopify asks apps on its platform to take payments through its checkout, so
          the payment is on a Shopify order with its taxes, reports and fraud checks. A provider takes the
          money outside Shopify.
        </Text>
        {now}
        <PermissionButton
          hint={hint}
          onClick={submit}
          loading={saving}
          disabled={choice === view.collect_with}
          accessibilityLabel="Save who collects price differences"
        >
          Save
        </PermissionButton>
      </BlockStack>
    </Card>
  );
}
