import {
  type adminTokenConnectBody,
  type ShopifyConnectResponse,
  shopifyConnectMessages,
} from '@roundtrip/core';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { AccessTokenRefused, fetchShopFacts } from '../../platform/shopify/connection/shop-facts';
import type { AuthContext } from '../auth/authenticate';
import { connectStore } from './connect-store';
import { fromShop } from './from-shop';

/** An Admin API token pasted from an app made in the Shopify admin (before 2026): tried once, then kept. */
export async function connectAdminToken(
  deps: Deps,
  auth: AuthContext,
  body: z.output<typeof adminTokenConnectBody>,
): Promise<ShopifyConnectResponse> {
  const facts = await fromShop(fetchShopFacts(deps.config, body.shop, body.access_token)).catch(
    (error: unknown) => {
      if (error instanceof AccessTokenRefused) {
        throw new AppError('VALIDATION_FAILED', shopifyConnectMessages.tokenRefused, {
          access_token: shopifyConnectMessages.tokenRefused,
        });
      }
      throw error;
    },
  );
  return connectStore(
    deps,
    auth,
    {
      shop: body.shop,
      method: 'admin_token',
      scopes: facts.scopes,
      accessToken: body.access_token,
      accessTokenExpiresAt: null,
      refreshToken: null,
      refreshTokenExpiresAt: null,
      clientId: null,
      // The app's API secret key signs its webhooks (receive-webhook.ts checks them with it).
      clientSecret: body.api_secret_key,
    },
    facts,
    'access_token',
  );
}
