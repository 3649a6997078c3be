import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  InlineStack,
  Page,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { useSearchParams } from 'react-router-dom';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { useBillingChange, useCharge } from './use-billing';

/**
 * `/admin/billing/demo?charge=`: where a store that is not on Shopify approves an upgrade. It says plainly
 * that this is a demo and no money moves (docs/plans.md); it stands in for Shopify's approval page.
 */
export default function DemoBillingPage() {
  useDocumentTitle('Demo billing');
  const [params] = useSearchParams();
  const id = params.get('charge') ?? '';
  const charge = useCharge(id);
  const answer = useBillingChange<{ charge_id: string; decision: 'approve' | 'decline' }>(
    '/billing/v1/demo-confirm',
  );
  const decided = answer.data?.plan;

  return (
    <Page title="Demo billing" titleMetadata={<Badge tone="attention">Demo: no real charge</Badge>}>
      <BlockStack gap="400">
        <Banner tone="warning" title="This is not Shopify">
          This store is not connected to Shopify, so there is no one to charge. Approving here switches the
          plan to try it out; no money is taken. A store on Shopify approves the charge on Shopify instead.
        </Banner>
        {charge.error ? (
          <Banner tone="critical" title="This charge could not be loaded">
            {errorToastMessage(charge.error)}
          </Banner>
        ) : !charge.data ? (
          <Card>
            <SkeletonBodyText lines={3} />
          </Card>
        ) : (
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                {charge.data.title} plan: ${charge.data.price} {charge.data.currency} every 30 days
              </Text>
              {decided ? (
                <Banner
                  tone={answer.variables?.decision === 'approve' ? 'success' : 'info'}
                  title={`Your plan: ${decided.label}`}
                >
                  <InlineStack gap="200">
                    <Button url="/admin/settings/policies">Back to policies</Button>
                    <Button url="/admin/billing" variant="plain">
                      Plans and billing
                    </Button>
                  </InlineStack>
                </Banner>
              ) : charge.data.status !== 'pending' ? (
                <Text as="p">This charge is {charge.data.status}.</Text>
              ) : (
                <InlineStack gap="200">
                  <Button
                    variant="primary"
                    loading={answer.isPending}
                    onClick={() => answer.mutate({ charge_id: id, decision: 'approve' })}
                  >
                    Approve demo charge
                  </Button>
                  <Button onClick={() => answer.mutate({ charge_id: id, decision: 'decline' })}>
                    Decline
                  </Button>
                </InlineStack>
              )}
              {answer.error && (
                <Banner tone="critical" title="Not done">
                  {errorToastMessage(answer.error)}
                </Banner>
              )}
            </BlockStack>
          </Card>
        )}
      </BlockStack>
    </Page>
  );
}
