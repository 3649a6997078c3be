import { type IntegrationView, integrationListResponse } from '@roundtrip/core';
import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  InlineStack,
  Layout,
  Page,
  SkeletonBodyText,
  Text,
} from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import { errorToastMessage, http } from '../../lib/http';
import { useDocumentTitle } from '../frame/use-document-title';
import { KlaviyoCard } from './klaviyo-card';

const SECTIONS: { kind: IntegrationView['kind']; title: string }[] = [
  { kind: 'courier', title: 'Couriers' },
  { kind: 'warehouse', title: 'Warehouses' },
  { kind: 'payment', title: 'Payments' },
  { kind: 'app', title: 'Apps' },
  { kind: 'webhook', title: 'Webhooks' },
  { kind: 'marketing', title: 'Marketing' },
];

const STATE_BADGE: Record<IntegrationView['state'], { label: string; tone?: 'success' | 'info' }> = {
  connected: { label: 'Connected', tone: 'success' },
  not_connected: { label: 'Not connected' },
  not_yet_supported: { label: 'Not yet supported', tone: 'info' },
};

/** Every integration with its state, linking to the page that connects it (docs/apps.md). */
export default function IntegrationsPage() {
  useDocumentTitle('Integrations');
  const { data, error } = useQuery({
    queryKey: ['integrations'],
    queryFn: () => http.get('/integrations/v1/list', { schema: integrationListResponse }),
  });
  return (
    <Page title="Integrations">
      <Layout>
        <Layout.Section>
          {error ? (
            <Banner tone="critical" title="Integrations could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : !data ? (
            <SkeletonBodyText lines={8} />
          ) : (
            <BlockStack gap="400">
              {SECTIONS.map((s) => (
                <Card key={s.kind}>
                  <BlockStack gap="200">
                    <Text as="h2" variant="headingMd">
                      {s.title}
                    </Text>
                    {/* Klaviyo connects right here, in its own card instead of a row. */}
                    {s.kind === 'marketing' && <KlaviyoCard />}
                    {data.docs
                      .filter((i) => i.kind === s.kind && i.key !== 'klaviyo')
                      .map((i) => (
                        <InlineStack key={i.key} gap="300" align="space-between" blockAlign="center">
                          <InlineStack gap="200" blockAlign="center">
                            <Text as="span">{i.name}</Text>
                            <Badge tone={STATE_BADGE[i.state].tone}>{STATE_BADGE[i.state].label}</Badge>
                          </InlineStack>
                          {i.state !== 'not_yet_supported' && (
                            <Button url={i.page} accessibilityLabel={`Open ${i.name}`}>
                              {i.state === 'connected' ? 'Manage' : 'Connect'}
                            </Button>
                          )}
                        </InlineStack>
                      ))}
                  </BlockStack>
                </Card>
              ))}
            </BlockStack>
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
}
