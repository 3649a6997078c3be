// Documents about the app on the shop rather than its orders: what a connection copies from the shop,
// and the app's billing.

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
