import type { ShopifyConnectionStatus } from '@roundtrip/core';
import { Banner, BlockStack, Button, Card, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { formatDate } from '../../lib/format-date';
import { errorToastMessage } from '../../lib/http';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDocumentTitle } from '../frame/use-document-title';
import { ConnectForm } from './connect-form';
import { ExchangeSettingsCard } from './exchange-settings-card';
import { InstallCard } from './install-card';
import { useConnectShopify, useDisconnectShopify, useShopifyConnection } from './use-shopify-connection';

const methodLabels: Record<NonNullable<ShopifyConnectionStatus['method']>, string> = {
  oauth: 'installed with OAuth',
  token_exchange: 'installed from the Shopify admin',
  client_credentials: 'a Dev Dashboard app (client credentials)',
  admin_token: 'an Admin API access token',
};

function ConnectionCard({ status }: { status: ShopifyConnectionStatus }) {
  const disconnect = useDisconnectShopify();
  if (!status.connected) {
    return (
      <Banner tone="info" title="Not connected to Shopify">
        Orders and returns come from the built-in demo store. Connect a shop in one of the ways below.
      </Banner>
    );
  }
  const when = (at: string) => formatDate(at, true);
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Connected to {status.shop}
        </Text>
        {status.access_refused_at ? (
          <Banner tone="critical" title="Shopify no longer accepts Roundtrip’s access">
            Since {when(status.access_refused_at)} Shopify refuses this store’s token (the app was removed or
            its token revoked): shoppers are asked to try again later and refunds wait. Connect the store
            again below.
          </Banner>
        ) : null}
        {status.webhooks?.error ? (
          <Banner tone="warning" title="Shopify’s webhooks are not subscribed">
            {status.webhooks.error}
          </Banner>
        ) : null}
        {status.webhooks?.refused_at ? (
          <Banner tone="warning" title="A webhook from Shopify was refused">
            On {when(status.webhooks.refused_at)} a webhook for this shop did not carry the signature of the
            app’s API secret key. Connect again with the app’s current API secret key.
          </Banner>
        ) : null}
        <Text as="p">Connected through {status.method ? methodLabels[status.method] : 'Shopify'}.</Text>
        <Text as="p" tone="subdued">
          {status.expires_at
            ? `The access token is renewed automatically before it expires (${formatDate(status.expires_at, true)}).`
            : 'The access token does not expire.'}
        </Text>
        <Text as="p" tone="subdued">
          Permissions: {status.scopes.join(', ') || 'none listed'}
        </Text>
        {status.webhooks?.registered_at ? (
          <Text as="p" tone="subdued">
            Webhooks subscribed on {when(status.webhooks.registered_at)}.
          </Text>
        ) : null}
        <div>
          <Button
            tone="critical"
            loading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => showSuccessToast('Disconnected'),
                onError: showErrorToast,
              })
            }
          >
            Disconnect
          </Button>
        </div>
      </BlockStack>
    </Card>
  );
}

export default function ShopifyPage() {
  useDocumentTitle('Shopify');
  const { data, error } = useShopifyConnection();
  const connect = useConnectShopify();
  const done = () => showSuccessToast('Connected to Shopify');
  return (
    <Page title="Shopify" backAction={{ content: 'Settings', url: '/admin/settings/general' }}>
      <Layout>
        <Layout.Section>
          {error ? (
            <Banner tone="critical" title="The connection could not be loaded">
              {errorToastMessage(error)}
            </Banner>
          ) : !data ? (
            <Card>
              <SkeletonBodyText lines={4} />
            </Card>
          ) : (
            <BlockStack gap="400">
              <ConnectionCard status={data} />
              {data.connected ? <ExchangeSettingsCard /> : null}
              <InstallCard status={data} />
              <ConnectForm
                title="Dev Dashboard app"
                description="An app created in the Dev Dashboard of your own organisation and installed on your shop. Roundtrip fetches a token with its client credentials (valid 24 hours) and renews it before it expires."
                fields={[
                  { name: 'shop', label: 'Shop', helpText: 'name.myshopify.com' },
                  { name: 'client_id', label: 'Client ID' },
                  { name: 'client_secret', label: 'Client secret', secret: true },
                ]}
                action="Connect with client credentials"
                onSubmit={(v) =>
                  connect
                    .mutateAsync({
                      kind: 'client-credentials',
                      body: {
                        shop: v.shop ?? '',
                        client_id: v.client_id ?? '',
                        client_secret: v.client_secret ?? '',
                      },
                    })
                    .then(done)
                }
              />
              <ConnectForm
                title="Admin API access token"
                description="For a custom app created in the Shopify admin before 2026: paste its Admin API access token and API secret key (the app's API credentials). Roundtrip tries the token once before saving it, subscribes the app to the webhooks it needs, and checks each webhook with the secret key."
                fields={[
                  { name: 'shop', label: 'Shop', helpText: 'name.myshopify.com' },
                  { name: 'access_token', label: 'Admin API access token', secret: true },
                  {
                    name: 'api_secret_key',
                    label: 'API secret key',
                    secret: true,
                    helpText: 'Shopify signs the app’s webhooks with it',
                  },
                ]}
                action="Connect with the token"
                onSubmit={(v) =>
                  connect
                    .mutateAsync({
                      kind: 'admin-token',
                      body: {
                        shop: v.shop ?? '',
                        access_token: v.access_token ?? '',
                        api_secret_key: v.api_secret_key ?? '',
                      },
                    })
                    .then(done)
                }
              />
            </BlockStack>
          )}
        </Layout.Section>
      </Layout>
    </Page>
  );
}
