import { Banner, Card, Layout, Page, SkeletonBodyText } from '@shopify/polaris';
import { errorToastMessage } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { GeneralSettingsForm } from './general-settings-form';
import { useGeneralSettings } from './use-general-settings';

export default function GeneralSettingsPage() {
  useDocumentTitle('General settings');
  const { data, error } = useGeneralSettings();
  return (
    <Page title="General settings" backAction={{ content: 'Dashboard', url: '/admin/dashboard' }}>
      <Layout>
        <Layout.Section>
          {error ? (
            <Banner tone="critical" title="Settings could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : data ? (
            <GeneralSettingsForm initial={data.general} />
          ) : (
            <Card>
              <SkeletonBodyText lines={6} />
            </Card>
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
}
