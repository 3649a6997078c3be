import type { Config } from '../../config';
import type { StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { CustomerAccountClient } from '../../platform/shopify/customer-account/customer-tokens';
import {
  type CustomerAccountEndpoints,
  discoverCustomerAccounts,
} from '../../platform/shopify/customer-account/discovery';

/**
 * Roundtrip signs shoppers in as the Shopify app itself, a confidential client: the app's client id and
 * secret (SHOPIFY_API_KEY, SHOPIFY_API_SECRET) and a redirect URL under SHOPIFY_APP_URL that
 * shopify.app.toml registers (`[customer_authentication]`). Without the app settings there is no sign-in.
 */
export function customerAccountClientOf(
  config: Pick<Config, 'shopify'>,
): (CustomerAccountClient & { redirectUri: string }) | null {
  if (!config.shopify) return null;
  return {
    clientId: config.shopify.apiKey,
    clientSecret: config.shopify.apiSecret,
    redirectUri: `${config.shopify.appUrl}/api/customer/v1/account/callback`,
  };
}

/** The store's customer account endpoints, or null: not a Shopify store, or not on new customer accounts. */
export async function customerAccountsOf(
  deps: Deps,
  store: StoreRow,
): Promise<CustomerAccountEndpoints | null> {
  if (!customerAccountClientOf(deps.config) || store.platform !== 'shopify' || !store.domain) return null;
  return discoverCustomerAccounts(deps.config, store.domain, deps.clock());
}
