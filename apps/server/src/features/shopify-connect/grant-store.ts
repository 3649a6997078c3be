import { missingScopes, parseScopes } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';
import { saveConnection, tokensFrom } from '../../platform/shopify/connection/connections';
import { fetchShopFacts } from '../../platform/shopify/connection/shop-facts';
import type { TokenAnswer } from '../../platform/shopify/connection/token-endpoint';
import { fromShop } from './from-shop';
import { type InstalledStore, installStore } from './install-store';

/**
 * What an OAuth install and a first embedded load share once Shopify has given a token: the scopes
 * checked against shopify.app.toml, the store created or picked up from the shop query, the token saved.
 */
export async function grantStore(
  deps: Deps,
  shop: string,
  method: 'oauth' | 'token_exchange',
  answer: TokenAnswer,
): Promise<InstalledStore> {
  const scopes = parseScopes(answer.scope);
  const missing = missingScopes(loadAppToml().scopes, scopes);
  if (missing.length > 0) {
    const message = `Shopify granted fewer permissions than Roundtrip needs (missing ${missing.join(', ')}): install the app again and approve them all`;
    throw new AppError('VALIDATION_FAILED', message, { scope: message });
  }
  const now = deps.clock();
  const facts = await fromShop(fetchShopFacts(deps.config, shop, answer.access_token));
  const installed = await installStore(deps.db, { ...facts, domain: shop }, now);
  await saveConnection(
    deps.db,
    deps.config.encryptionKey,
    installed.store.id,
    { shop, method, scopes, ...tokensFrom(answer, now), clientId: null, clientSecret: null },
    now,
  );
  return installed;
}
