// Documents about the app on the shop rather than its orders: what a connection copies from the shop,
// the app's billing, and webhook subscriptions.

export const SHOP_FACTS_QUERY = `#graphql
  query RoundtripShopFacts {
    shop {
      name email myshopifyDomain currencyCode ianaTimezone
      plan { publicDisplayName }
      shopAddress { countryCodeV2 }
    }
    currentAppInstallation { accessScopes { handle } }
  }
` as const;

export const APP_SUBSCRIPTION_CREATE = `#graphql
  mutation AppSubscriptionCreate(
    $name: String!
    $lineItems: [AppSubscriptionLineItemInput!]!
    $returnUrl: URL!
    $test: Boolean
  ) {
    appSubscriptionCreate(name: $name, lineItems: $lineItems, returnUrl: $returnUrl, test: $test) {
      appSubscription { id status }
      confirmationUrl
      userErrors { field message }
    }
  }
` as const;

export const ACTIVE_SUBSCRIPTIONS_QUERY = `#graphql
  query ActiveSubscriptions { currentAppInstallation { activeSubscriptions { id status } } }
` as const;

export const APP_SUBSCRIPTION_CANCEL = `#graphql
  mutation AppSubscriptionCancel($id: ID!) {
    appSubscriptionCancel(id: $id) { appSubscription { id status } userErrors { field message } }
  }
` as const;

// A custom app of the merchant's own reads no shopify.app.toml: Roundtrip subscribes it itself.
export const WEBHOOK_SUBSCRIPTIONS_QUERY = `#graphql
  query WebhookSubscriptions($after: String) {
    webhookSubscriptions(first: 100, after: $after) {
      nodes { id topic uri }
      pageInfo { hasNextPage endCursor }
    }
  }
` as const;

export const WEBHOOK_SUBSCRIPTION_CREATE = `#graphql
  mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $uri: String!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: { uri: $uri, format: JSON }) {
      webhookSubscription { id topic uri }
      userErrors { field message }
    }
  }
` as const;

// Starts the shop's Flow workflows that use one of Roundtrip's triggers (docs/flow.md). `body` is
// deprecated; the payload holds the extension's fields.
export const FLOW_TRIGGER_RECEIVE = `#graphql
  mutation FlowTriggerReceive($handle: String!, $payload: JSON!) {
    flowTriggerReceive(handle: $handle, payload: $payload) { userErrors { field message } }
  }
` as const;
