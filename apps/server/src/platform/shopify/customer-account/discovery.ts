import { z } from 'zod';
import type { Config } from '../../../config';
import { shopOrigin } from '../connection/token-endpoint';

// Shopify's discovery documents on the shop's own domain (shopify.dev, Customer Account API,
// "Discovery endpoints"): where a store on new customer accounts signs its customers in, and where
// their API is. A shop without them (classic accounts, or none) answers 404.

const openIdConfiguration = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  end_session_endpoint: z.string().url(),
});
const customerAccountApi = z.object({ graphql_api: z.string().url() });

export type CustomerAccountEndpoints = {
  issuer: string;
  authorize: string;
  token: string;
  jwks: string;
  endSession: string;
  graphql: string;
};

const DISCOVERY_TIMEOUT_MS = 5_000;
// The documents change only when the shop moves to another customer accounts setup: an hour, as
// Shopify's own Hydrogen keeps them.
const CACHE_MS = 60 * 60 * 1000;
const cache = new Map<string, { endpoints: CustomerAccountEndpoints; at: number }>();

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/**
 * The shop's customer account endpoints, or null when it has none (or cannot be reached now): the
 * portal then offers the order number and email lookup alone.
 */
export async function discoverCustomerAccounts(
  config: Pick<Config, 'shopifyAdminOrigin'>,
  shop: string,
  now: Date,
): Promise<CustomerAccountEndpoints | null> {
  const cached = cache.get(shop);
  if (cached && now.getTime() - cached.at < CACHE_MS) return cached.endpoints;
  const origin = shopOrigin(config, shop);
  try {
    const [openId, api] = await Promise.all([
      getJson(`${origin}/.well-known/openid-configuration`).then((j) => openIdConfiguration.parse(j)),
      getJson(`${origin}/.well-known/customer-account-api`).then((j) => customerAccountApi.parse(j)),
    ]);
    const endpoints: CustomerAccountEndpoints = {
      issuer: openId.issuer,
      authorize: openId.authorization_endpoint,
      token: openId.token_endpoint,
      jwks: openId.jwks_uri,
      endSession: openId.end_session_endpoint,
      graphql: api.graphql_api,
    };
    cache.set(shop, { endpoints, at: now.getTime() });
    return endpoints;
  } catch {
    return null;
  }
}
