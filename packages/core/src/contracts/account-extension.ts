// The customer account extension's API (docs/shopify.md, "Return or exchange from the customer account"):
// the order action asks for a one-time link that opens the portal on that order, already signed in.
import { z } from 'zod';
import { PORTAL_LANGUAGES } from './portal-session';

// ---- POST /api/account-extension/v1/order-handoff ----

export const orderHandoffBody = z.object({
  /** The order the customer acts on, as the extension's Order API names it. */
  order_id: z.string().regex(/^gid:\/\/shopify\/Order\/\d{1,18}$/, 'Not a Shopify order id'),
  /** The portal's language for the customer; English when absent. */
  language: z.enum(PORTAL_LANGUAGES).optional(),
});
export type OrderHandoffBody = z.infer<typeof orderHandoffBody>;

export const orderHandoffResponse = z.object({
  /** The portal page that opens a session on the order; it works once, until `expires_at`. */
  url: z.string(),
  expires_at: z.string(),
});
export type OrderHandoffResponse = z.infer<typeof orderHandoffResponse>;
