import type { ShopifySettings } from '@roundtrip/core';
import { BlockStack, Card, Select, SkeletonBodyText, Text } from '@shopify/polaris';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useSaveShopifySettings, useShopifySettings } from './use-shopify-connection';

const OPTIONS: { label: string; value: ShopifySettings['exchange_fulfillment'] }[] = [
  { label: 'As a new order', value: 'new_order' },
  { label: 'Added to the original order', value: 'original_order' },
];

/** How an exchange ships on Shopify: a new order, or the items added to the original order. */
export function ExchangeSettingsCard() {
  const { data } = useShopifySettings();
  const save = useSaveShopifySettings();
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Exchanges
        </Text>
        {data ? (
          <Select
            label="Ship an exchange"
            options={OPTIONS}
            value={data.exchange_fulfillment}
            disabled={save.isPending}
            helpText="Either way, the items wait (on hold) until the returned items arrive, when the store holds exchanges."
            onChange={(value) =>
              save
                .mutateAsync({ exchange_fulfillment: value as ShopifySettings['exchange_fulfillment'] })
                .then(() => showSuccessToast('Saved'))
                .catch(showErrorToast)
            }
          />
        ) : (
          <SkeletonBodyText lines={2} />
        )}
      </BlockStack>
    </Card>
  );
}
