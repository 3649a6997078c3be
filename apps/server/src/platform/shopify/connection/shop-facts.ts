import { parseScopes } from '@roundtrip/core';
import { createAdminApiClient } from '@shopify/admin-api-client';
import { z } from 'zod';
import type { Config } from '../../../config';
import { SHOPIFY_API_VERSION } from '../access';
import { SHOP_FACTS_QUERY } from '../documents/app';
import { shopOrigin } from './token-endpoint';

// What an install or a connection copies onto our store row from Shopify's `shop` query; the same
// query verifies a pasted token before it is saved.

const shopAnswer = z.object({
  shop: z.object({
    name: z.string(),
    email: z.string(),
    myshopifyDomain: z.string(),
    currencyCode: z.string(),
    ianaTimezone: z.string(),
    plan: z.object({ publicDisplayName: z.string() }),
    shopAddress: z.object({ countryCodeV2: z.string().nullable() }),
  }),
  currentAppInstallation: z.object({ accessScopes: z.array(z.object({ handle: z.string() })) }),
});

export type ShopFacts = {
  name: string;
  email: string;
  domain: string;
  currency: string;
  country: string | null;
  timezone: string;
  plan: string;
  /** What the token may do: checked against shopify.app.toml before a pasted token is saved. */
  scopes: string[];
};

/** Shopify answered 401 or 403: the token is not valid for this shop. */
export class AccessTokenRefused extends Error {}

export async function fetchShopFacts(
  config: Pick<Config, 'shopifyAdminOrigin'>,
  shop: string,
  accessToken: string,
): Promise<ShopFacts> {
  const origin = shopOrigin(config, shop);
  const client = createAdminApiClient({
    storeDomain: shop,
    apiVersion: SHOPIFY_API_VERSION,
    accessToken,
    // The client always calls https://{shop}; under SHOPIFY_ADMIN_ORIGIN the same path goes to the fake.
    customFetchApi: (url, init) => fetch(String(url).replace(`https://${shop}`, origin), init),
  });
  const { data, errors } = await client.request(SHOP_FACTS_QUERY);
  if (errors?.networkStatusCode === 401 || errors?.networkStatusCode === 403) throw new AccessTokenRefused();
  if (errors) throw new Error(`Shopify's shop query failed: ${errors.message ?? 'unknown error'}`);
  const { shop: facts, currentAppInstallation } = shopAnswer.parse(data);
  return {
    name: facts.name,
    email: facts.email,
    domain: facts.myshopifyDomain,
    currency: facts.currencyCode,
    country: facts.shopAddress.countryCodeV2,
    timezone: facts.ianaTimezone,
    plan: facts.plan.publicDisplayName,
    scopes: parseScopes(currentAppInstallation.accessScopes.map((s) => s.handle).join(',')),
  };
}
