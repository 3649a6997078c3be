import { Banner, BlockStack, Button, Card, InlineStack, Page, SkeletonBodyText } from '@shopify/polaris';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { useBillingChange } from './use-billing';

/**
 * `/admin/billing/return?charge=`: Shopify's approval page sends the merchant back here; the server asks
 * Shopify whether the charge is active before it changes the plan.
 */
export default function BillingReturnPage() {
  useDocumentTitle('Plan upgrade');
  const [params] = useSearchParams();
  const id = params.get('charge') ?? '';
  const confirm = useBillingChange<{ charge_id: string }>('/billing/v1/confirm');
  const { mutate } = confirm;
  useEffect(() => {
    if (id) mutate({ charge_id: id });
  }, [id, mutate]);

  return (
    <Page title="Plan upgrade">
      <BlockStack gap="400">
        {confirm.error ? (
          <Banner tone="critical" title="The plan did not change">
            {errorToastMessage(confirm.error)}
          </Banner>
        ) : confirm.data ? (
          <Banner tone="success" title={`Your plan: ${confirm.data.plan.label}`}>
            <InlineStack gap="200">
              <Button url="/admin/settings/policies">Back to policies</Button>
              <Button url="/admin/billing" variant="plain">
                Plans and billing
              </Button>
            </InlineStack>
          </Banner>
        ) : (
          <Card>
            <SkeletonBodyText lines={2} />
          </Card>
        )}
      </BlockStack>
    </Page>
  );
}
