import { paymentProviderList, paymentProviderView, priceDifferencesView } from '@roundtrip/core';
import type { PriceDifferenceChoice } from '@roundtrip/core/payments';
import { Banner, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorToastMessage, http } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { usePermission } from '../permission-texts';
import { IntegrationCards, type SaveIntegration } from './integration-cards';
import { PriceDifferencesCard } from './price-differences-card';

const BASE = '/payments/v1/providers';

/** Who collects a price difference the shopper owes, and the payment providers' credentials. */
export default function PaymentsPage() {
  useDocumentTitle('Payments');
  const client = useQueryClient();
  const edit = usePermission('setting.payment.edit');
  const { data, error, isLoading } = useQuery({
    queryKey: ['payment-providers'],
    queryFn: () => http.get(BASE, { schema: paymentProviderList }),
  });
  const save: SaveIntegration = async (name, body) => {
    try {
      await http.put(`${BASE}/${name}`, body, { schema: paymentProviderView });
      showSuccessToast(`${name} saved`);
      await client.invalidateQueries({ queryKey: ['payment-providers'] });
    } catch (err) {
      showErrorToast(err);
      throw err;
    }
  };
  const choose = async (collectWith: PriceDifferenceChoice) => {
    try {
      await http.put(
        '/payments/v1/price-differences',
        { collect_with: collectWith },
        { schema: priceDifferencesView },
      );
      showSuccessToast('Price differences saved');
      await client.invalidateQueries({ queryKey: ['payment-providers'] });
    } catch (err) {
      showErrorToast(err);
      throw err;
    }
  };
  return (
    <Page title="Payments" subtitle="Collect the price difference a shopper owes on an exchange.">
      <Layout>
        <Layout.Section>
          <Text as="p" tone="subdued">
            One provider is active at a time; its credentials are checked with it before they are saved. A
            Shopify store collects price differences through Shopify checkout unless you choose its provider;
            a store not on Shopify uses its provider, or the demo store's built-in sandbox.
          </Text>
        </Layout.Section>
        {data ? (
          <Layout.Section>
            <PriceDifferencesCard
              key={`${data.price_differences.collect_with}:${data.price_differences.provider}`}
              view={data.price_differences}
              save={choose}
              hint={edit.hint}
            />
          </Layout.Section>
        ) : null}
        <Layout.Section>
          {error ? (
            <Banner tone="critical" title="Payment providers could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : isLoading || !data ? (
            <SkeletonBodyText lines={6} />
          ) : (
            <IntegrationCards
              items={data.docs.map((p) => ({
                name: p.provider,
                supported: p.supported,
                configured: p.configured,
                active: p.active,
                verified_at: p.verified_at,
                credential_fields: p.credential_fields,
                note: p.webhook_url ? `Webhook URL to give the provider: ${p.webhook_url}` : null,
              }))}
              save={save}
              hint={edit.hint}
            />
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
}
