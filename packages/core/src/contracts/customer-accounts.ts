// The portal's sign-in with the shopper's Shopify customer account (docs/portal.md, docs/shopify.md
// "Shopify customer accounts sign-in"): whether a store offers it, the signed-in shopper's orders, and
// a portal session opened on one of them without an order number or email typed.
import { z } from 'zod';
import { portalHandleSchema, sessionIdSchema } from './portal-session';

// ---- GET /api/customer/v1/account/sign-in-option/{handle} ----

export const accountSignInOption = z.object({
  /** The store is on Shopify's new customer accounts and Roundtrip is configured as its client. */
  available: z.boolean(),
});
export type AccountSignInOption = z.infer<typeof accountSignInOption>;

// ---- GET /api/customer/v1/account/sign-in?store= (a redirect to Shopify's sign-in page) ----

export const accountSignInQuery = z.object({ store: portalHandleSchema });

// ---- GET /api/customer/v1/account/callback (Shopify's redirect back) ----

export const accountCallbackQuery = z.object({
  code: z.string().min(1).max(4096).optional(),
  state: z.string().min(1).max(200),
  /** The shopper declined, or Shopify could not sign them in. */
  error: z.string().max(200).optional(),
});
export type AccountCallbackQuery = z.infer<typeof accountCallbackQuery>;

// ---- GET /api/customer/v1/account/orders?session= ----

export const accountSessionQuery = z.object({ session: sessionIdSchema });

export const accountOrder = z.object({
  order_id: z.string(),
  name: z.string(),
  processed_at: z.string(),
  /** Decimal string in `currency`, as Shopify gives it. */
  total: z.string(),
  currency: z.string(),
});
export const accountOrdersResponse = z.object({
  customer: z.object({ name: z.string(), email: z.string().nullable() }),
  orders: z.array(accountOrder),
});
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponse>;

// ---- POST /api/customer/v1/account/order-session ----

export const openAccountOrderBody = z.object({
  session: sessionIdSchema,
  order_id: z.string().regex(/^\d{1,20}$/, 'Order not found'),
});
export type OpenAccountOrderBody = z.infer<typeof openAccountOrderBody>;

// ---- POST /api/customer/v1/account/sign-out ----

export const accountSignOutBody = z.object({ session: sessionIdSchema });
export type AccountSignOutBody = z.infer<typeof accountSignOutBody>;
export const accountSignOutResponse = z.object({
  /** Shopify's end-session page, which ends the shopper's Shopify sign-in too and comes back to the store. */
  logout_url: z.string().nullable(),
});
export type AccountSignOutResponse = z.infer<typeof accountSignOutResponse>;
