import { z } from 'zod';
import { shopDomainFrom } from '../shopify/connection';

export const shopifyConnectMessages = {
  shop: 'Enter the shop as name.myshopify.com',
  accessToken: 'Paste the Admin API access token (it starts with shpat_)',
  apiSecretKey: 'Paste the API secret key of the same app: Shopify signs its webhooks with it',
  tokenRefused: 'Shopify did not accept this access token for this shop',
  clientId: 'Enter the client ID of your Dev Dashboard app',
  clientSecret: 'Enter the client secret of your Dev Dashboard app',
  credentialsRefused: 'Shopify did not accept this client ID and secret for this shop',
  choosePassword: 'Choose a password for your Roundtrip login',
  shopTaken: 'Another Roundtrip store is already connected to this shop',
  unreachable:
    "Shopify could not be reached for this shop: check the shop's address, or try again in a few minutes",
} as const;

/** How a store got its Shopify token (docs/shopify.md, "Connecting a store"). */
export const shopifyConnectionMethods = [
  'oauth',
  'token_exchange',
  'client_credentials',
  'admin_token',
] as const;

const shopField = z.string({ error: shopifyConnectMessages.shop }).transform((s, ctx) => {
  const domain = shopDomainFrom(s);
  if (!domain) ctx.addIssue({ code: 'custom', message: shopifyConnectMessages.shop });
  return domain ?? '';
});

/** Connect with an Admin API token pasted from an app made in the Shopify admin before 2026. */
export const adminTokenConnectBody = z.object({
  shop: shopField,
  access_token: z
    .string({ error: shopifyConnectMessages.accessToken })
    .trim()
    .min(1, shopifyConnectMessages.accessToken)
    .max(200, shopifyConnectMessages.accessToken),
  /** The app's API secret key (Shopify admin → the app → API credentials): it signs the app's webhooks. */
  api_secret_key: z
    .string({ error: shopifyConnectMessages.apiSecretKey })
    .trim()
    .min(16, shopifyConnectMessages.apiSecretKey)
    .max(200, shopifyConnectMessages.apiSecretKey),
});
export type AdminTokenConnectBody = z.input<typeof adminTokenConnectBody>;

/** Connect a Dev Dashboard app of the merchant's own organisation (client credentials grant). */
export const clientCredentialsConnectBody = z.object({
  shop: shopField,
  client_id: z
    .string({ error: shopifyConnectMessages.clientId })
    .trim()
    .min(1, shopifyConnectMessages.clientId)
    .max(200),
  client_secret: z
    .string({ error: shopifyConnectMessages.clientSecret })
    .trim()
    .min(1, shopifyConnectMessages.clientSecret)
    .max(200),
});
export type ClientCredentialsConnectBody = z.input<typeof clientCredentialsConnectBody>;

/** What the browser may know of a connection: never a token or a secret. */
export const shopifyConnectionStatus = z.object({
  connected: z.boolean(),
  method: z.enum(shopifyConnectionMethods).nullable(),
  shop: z.string().nullable(),
  scopes: z.array(z.string()),
  /** When the current access token expires (it is renewed before); null: it does not expire. */
  expires_at: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** When Shopify refused the token for good (the app removed, the token revoked): connect again. */
  access_refused_at: z.string().nullable(),
  /**
   * A custom app of the store's own gets its webhook subscriptions from Roundtrip: when they were made,
   * why they could not be, and the last delivery whose signature did not match the app's secret. Null
   * for an app installed by OAuth or from the admin (its shopify.app.toml subscribes it).
   */
  webhooks: z
    .object({
      registered_at: z.string().nullable(),
      error: z.string().nullable(),
      refused_at: z.string().nullable(),
    })
    .nullable(),
  /** The scopes Roundtrip asks for (shopify.app.toml). */
  required_scopes: z.array(z.string()),
  /** OAuth install and the embedded admin need the app's own settings. */
  app: z.object({
    configured: z.boolean(),
    /** The environment variables still to set. */
    missing_settings: z.array(z.string()),
    /** The redirect URL to register in the Dev Dashboard, when configured. */
    redirect_url: z.string().nullable(),
  }),
});
export type ShopifyConnectionStatus = z.infer<typeof shopifyConnectionStatus>;

/** Connecting may give the store the shop's domain, so the login is issued again under it. */
export const shopifyConnectResponse = z.object({
  connection: shopifyConnectionStatus,
  store: z.string(),
  token: z.string(),
  refresh_token: z.string(),
});
export type ShopifyConnectResponse = z.infer<typeof shopifyConnectResponse>;

export const shopifyInstallQuery = z.object({ shop: shopField });

/** Shopify's callback query; every parameter counts for the HMAC, so all are kept as sent. */
export const shopifyCallbackQuery = z.record(z.string(), z.string());

/** The one-time link an install ends on; a first install also sets the admin's password. */
export const loginTicketBody = z.object({
  ticket: z.string().min(1).max(100),
  /** Checked against the password policy (core `accounts`) by the server. */
  password: z.string().max(200).optional(),
});
export type LoginTicketBody = z.input<typeof loginTicketBody>;

export const loginTicketResponse = z.object({
  store: z.string(),
  /** The admin's login email, shown with the new password. */
  email: z.string(),
  token: z.string(),
  refresh_token: z.string(),
});
export type LoginTicketResponse = z.infer<typeof loginTicketResponse>;

/** Links the signed-in user to the Shopify staff member of an embedded admin's session token. */
export const shopifyStaffLinkBody = z.object({ session_token: z.string().min(1).max(4000) });

export const shopifyStaffLinkResponse = z.object({
  /** The session token's `sub`: the Shopify staff member's user id. */
  shopify_user_id: z.string(),
  user_id: z.string(),
});

/** Settings → Shopify: how an exchange ships (a new order, or added to the original by order editing). */
export const shopifySettingsBody = z.object({
  exchange_fulfillment: z.enum(['new_order', 'original_order']),
});
export type ShopifySettings = z.infer<typeof shopifySettingsBody>;
