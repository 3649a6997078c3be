import {
  type clientCredentialsConnectBody,
  type ShopifyConnectResponse,
  shopifyConnectMessages,
} from '@roundtrip/core';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { tokensFrom } from '../../platform/shopify/connection/connections';
import { fetchShopFacts } from '../../platform/shopify/connection/shop-facts';
import { requestToken, TokenRefused } from '../../platform/shopify/connection/token-endpoint';
import type { AuthContext } from '../auth/authenticate';
import { connectStore } from './connect-store';
import { fromShop } from './from-shop';

/**
 * A Dev Dashboard app of the merchant's own organisation: the client credentials grant gives a token
 * for 24 hours; the client id and (sealed) secret are kept to fetch the next one before it expires.
 */
export async function connectClientCredentials(
  deps: Deps,
  auth: AuthContext,
  body: z.output<typeof clientCredentialsConnectBody>,
): Promise<ShopifyConnectResponse> {
  const grant = {
    kind: 'client_credentials',
    clientId: body.client_id,
    clientSecret: body.client_secret,
  } as const;
  const answer = await fromShop(requestToken(deps.config, body.shop, grant)).catch((error: unknown) => {
    if (error instanceof TokenRefused) {
      throw new AppError('VALIDATION_FAILED', shopifyConnectMessages.credentialsRefused, {
        client_secret: shopifyConnectMessages.credentialsRefused,
      });
    }
    throw error;
  });
  const facts = await fromShop(fetchShopFacts(deps.config, body.shop, answer.access_token));
  return connectStore(
    deps,
    auth,
    {
      shop: body.shop,
      method: 'client_credentials',
      scopes: facts.scopes,
      ...tokensFrom(answer, deps.clock()),
      clientId: body.client_id,
      clientSecret: body.client_secret,
    },
    facts,
    'client_secret',
  );
}
