import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_STATE_TTL_MS } from '@roundtrip/core';
import { shopifyOauthStates } from '../../db/schema';
import type { Deps } from '../../deps';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';
import { shopOrigin } from '../../platform/shopify/connection/token-endpoint';
import { redirectUrlOf, requireShopifyApp } from './shopify-app';

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Where an OAuth install starts: Shopify's authorization page for the shop, with the scopes of
 * shopify.app.toml and a `state` nonce stored (hashed) for the callback to spend once. No
 * `grant_options[]=per-user`: the token is offline, for the store rather than for one staff member.
 */
export async function beginInstall(deps: Deps, shop: string): Promise<string> {
  const app = requireShopifyApp(deps.config);
  const now = deps.clock();
  const state = randomBytes(32).toString('base64url');
  await deps.db.insert(shopifyOauthStates).values({
    nonceHash: hashState(state),
    shop,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    createdAt: now,
  });
  const url = new URL('/admin/oauth/authorize', shopOrigin(deps.config, shop));
  url.searchParams.set('client_id', app.apiKey);
  url.searchParams.set('scope', loadAppToml().scopes.join(','));
  url.searchParams.set('redirect_uri', redirectUrlOf(app));
  url.searchParams.set('state', state);
  return url.toString();
}
