import type { ShopifyConnectionStatus } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';
import { readConnection } from '../../platform/shopify/connection/connections';
import { redirectUrlOf, SHOPIFY_APP_SETTINGS } from './shopify-app';

/** What the settings page shows: the shop, how it is connected, scopes and expiry; never a token. */
export async function getConnectionStatus(deps: Deps, storeId: string): Promise<ShopifyConnectionStatus> {
  const connection = await readConnection(deps.db, deps.config.encryptionKey, storeId);
  const app = deps.config.shopify;
  return {
    connected: connection !== null,
    method: connection?.method ?? null,
    shop: connection?.shop ?? null,
    scopes: connection?.scopes ?? [],
    expires_at: connection?.accessTokenExpiresAt?.toISOString() ?? null,
    connected_at: connection?.connectedAt.toISOString() ?? null,
    access_refused_at: connection?.accessRefusedAt?.toISOString() ?? null,
    webhooks:
      connection?.method === 'admin_token' || connection?.method === 'client_credentials'
        ? {
            registered_at: connection.webhooksRegisteredAt?.toISOString() ?? null,
            error: connection.webhookError,
            refused_at: connection.webhookRefusedAt?.toISOString() ?? null,
          }
        : null,
    required_scopes: loadAppToml().scopes,
    app: {
      configured: app !== undefined,
      missing_settings: app ? [] : [...SHOPIFY_APP_SETTINGS],
      redirect_url: app ? redirectUrlOf(app) : null,
    },
  };
}
