import { Badge, Banner, BlockStack, Button, Card, Layout, Page, SkeletonBodyText } from '@shopify/polaris';
import { errorToastMessage } from '../../lib/http';
import { dispatch, useAppState } from '../../lib/store';
import { BillingBanners } from '../billing/billing-banners';
import { useDocumentTitle } from '../frame/use-document-title';
import { LatestRequestsCard } from './latest-requests-card';
import { MonthCard } from './month-card';
import { PortalCard } from './portal-card';
import { SetupCard } from './setup-card';
import { useHome } from './use-home';
import { WorkQueuesCard } from './work-queues-card';

/** `/admin/dashboard`, where a login lands: the day's work first, then the month, the portal and setup. */
export default function HomePage() {
  useDocumentTitle('Home');
  const { data, error, isPending } = useHome();
  const showSteps = useAppState((s) => s.KeepShowingDashboardSteps);
  const dashboard = useAppState((s) => s.dashboard);
  if (error) {
    return (
      <Page title="Home">
        <Banner tone="critical" title="The home page could not be loaded">
          {errorToastMessage(error)}
        </Banner>
      </Page>
    );
  }
  if (isPending) {
    return (
      <Page title="Home">
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      </Page>
    );
  }
  return (
    <Page title="Home" titleMetadata={<Badge>{data.plan_label}</Badge>}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <BillingBanners />
            <WorkQueuesCard queues={data.queues} />
            <LatestRequestsCard latest={data.latest} />
            <MonthCard month={data.last_30_days} />
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <BlockStack gap="400">
            <PortalCard url={data.portal_url} />
            {showSteps ? (
              <SetupCard steps={data.setup} portalUrl={data.portal_url} />
            ) : (
              <Button
                variant="plain"
                onClick={() => dashboard && dispatch({ type: 'updateStoreSetup', payload: dashboard })}
              >
                Show setup steps
              </Button>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
}
