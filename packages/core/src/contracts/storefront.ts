import { z } from 'zod';

// The portal on the store's own domain, through Shopify's app proxy (docs/shopify.md, "The portal on
// the store's domain"): what a signed-in Shopify customer sees and picks.

/** One of the signed-in customer's orders, as the storefront's order picker lists it. */
export const storefrontOrder = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** What the customer paid, in the currency they paid in. */
  total: z.string(),
  currency: z.string(),
  item_count: z.number().int(),
});
export type StorefrontOrder = z.infer<typeof storefrontOrder>;

// ---- GET /api/customer/v1/storefront/orders (through the app proxy only) ----
export const storefrontOrdersResponse = z.object({ orders: z.array(storefrontOrder) });
export type StorefrontOrdersResponse = z.infer<typeof storefrontOrdersResponse>;

// ---- POST /api/customer/v1/storefront/sessions (through the app proxy only) ----
export const openStorefrontOrderBody = z.object({
  order_id: z.string().regex(/^\d{1,20}$/, 'An order id is digits'),
});
export type OpenStorefrontOrderBody = z.infer<typeof openStorefrontOrderBody>;

/**
 * What the page served through the proxy tells the browser (a JSON element, never a script): where it
 * lives on the shop's domain, the store's portal handle, and for a signed-in customer their orders.
 */
export const storefrontPage = z.object({
  /** The proxy's path on the shop's domain (`/apps/returns`): every link, asset and API call starts here. */
  base: z.string(),
  store: z.string(),
  /** Null for a guest: the page asks for the order number and the email or phone instead. */
  orders: z.array(storefrontOrder).nullable(),
});
export type StorefrontPage = z.infer<typeof storefrontPage>;
