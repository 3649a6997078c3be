import type { ShopifyConnectionStatus } from '@roundtrip/core';
import { Banner, BlockStack, Button, Card, Form, FormLayout, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';

/** The public or custom app by OAuth: where the install starts, or what the server still needs. */
export function InstallCard({ status }: { status: ShopifyConnectionStatus }) {
  const [shop, setShop] = useState('');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Install the Roundtrip app
        </Text>
        {status.app.configured ? (
          <Form
            onSubmit={() =>
              window.location.assign(`/api/shopify/v1/install?shop=${encodeURIComponent(shop)}`)
            }
          >
            <FormLayout>
              <Text as="p" tone="subdued">
                Shopify asks the shop owner to approve Roundtrip's permissions, then sends them back here.
                Redirect URL to register in the Dev Dashboard: {status.app.redirect_url}
              </Text>
              <TextField
                label="Shop to install on"
                autoComplete="off"
                helpText="name.myshopify.com"
                value={shop}
                onChange={setShop}
              />
              <Button submit variant="primary">
                Install on Shopify
              </Button>
            </FormLayout>
          </Form>
        ) : (
          <Banner tone="warning" title="Installs are not set up on this server">
            To install by OAuth or open Roundtrip inside the Shopify admin, set{' '}
            {status.app.missing_settings.join(', ')} and restart the server (README, “Connecting a real
            Shopify store”).
          </Banner>
        )}
      </BlockStack>
    </Card>
  );
}
