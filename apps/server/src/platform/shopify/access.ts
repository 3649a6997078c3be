/** How the adapter gets a shop's Admin API token; the connection feature implements it from the database. */
export type ShopifyAccess = {
  /** The shop domain (`x.myshopify.com`) and a current access token for our store id. */
  forStore(storeId: string): Promise<{ shop: string; accessToken: string }>;
  /** Called once when Shopify answers 401 with that token: refresh (or fetch again) and return the new one. */
  refreshAfterUnauthorized(
    storeId: string,
    rejectedToken: string,
  ): Promise<{ shop: string; accessToken: string }>;
  /** Shopify refused the token again after a refresh: the merchant must connect the store again. */
  accessRefused(storeId: string): Promise<void>;
};

/** The Admin GraphQL version every call uses; Shopify releases one a quarter. */
export const SHOPIFY_API_VERSION = '2026-10';
