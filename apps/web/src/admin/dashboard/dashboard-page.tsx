import { Banner, BlockStack, Button, Card, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { dispatch, useAppState } from '../../lib/store';
import { SetupGuide } from './setup-guide';
import { useDashboard } from './use-dashboard';

export default function DashboardPage() {
  const { data, error, isPending } = useDashboard();
  const showSteps = useAppState((s) => s.KeepShowingDashboardSteps);

  if (error) {
    return (
      <Page title="Dashboard">
        <Banner tone="critical" title="The dashboard could not be loaded">
          {'message' in error ? String(error.message) : 'Error!'}
        </Banner>
      </Page>
    );
  }
  if (isPending) {
    return (
      <Page title="Dashboard">
        <Card>
          <SkeletonBodyText lines={4} />
        </Card>
      </Page>
    );
  }

  const steps = [
    {
      title: 'Add your store details',
      done: Boolean(data.store_name && data.user.email),
      url: '/admin/settings/general',
    },
    { title: 'Set up your return and exchange policy', done: Object.keys(data.setting).length > 0 },
    { title: 'Share the return portal with your customers', done: false },
  ];

  return (
    <Page title={data.store_name} subtitle="Dashboard">
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {showSteps ? (
              <SetupGuide steps={steps} />
            ) : (
              <Button variant="plain" onClick={() => dispatch({ type: 'updateStoreSetup', payload: data })}>
                Show setup guide
              </Button>
            )}
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                Plan
              </Text>
              <Text as="p">{data.user.plan.name}</Text>
              <Text as="p" tone="subdued">
                {data.user.plan.price > 0 ? `$${data.user.plan.price.toFixed(2)} a month` : 'Free'}
              </Text>
            </BlockStack>
          </Card>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
