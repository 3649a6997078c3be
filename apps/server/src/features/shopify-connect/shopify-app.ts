import type { Config, ShopifyAppConfig } from '../../config';
import { AppError } from '../../errors';

export const SHOPIFY_APP_SETTINGS = ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'SHOPIFY_APP_URL'] as const;

/** The OAuth callback Shopify sends the merchant back to; registered in the Dev Dashboard too. */
export const redirectUrlOf = (app: ShopifyAppConfig) => `${app.appUrl}/api/shopify/v1/callback`;

/** OAuth and the embedded admin need the app's own credentials; without them they say what to set. */
export function requireShopifyApp(config: Config): ShopifyAppConfig {
  if (!config.shopify) {
    throw new AppError(
      'CONFLICT',
      `Shopify installs are not set up on this server: set ${SHOPIFY_APP_SETTINGS.join(', ')} (README, "Connecting a real Shopify store")`,
    );
  }
  return config.shopify;
}
