import { z } from 'zod';
import { BILLING_MODES } from '../plans/billing';
import { PAID_TIERS } from '../plans/catalogue';
import { FEATURES } from '../plans/features';
import { uuid } from './shared';

// Billing: plans, prices and upgrades (docs/plans.md).

export const billingMessages = {
  plan: 'Choose Grow or Scale',
  reason: 'Tell us in at most 500 characters why you are leaving',
} as const;

const tierField = z.enum(PAID_TIERS, { error: billingMessages.plan });
const amount = z.string();

const planService = z.object({
  tier: z.enum(['free', ...PAID_TIERS]),
  title: z.string(),
  price: amount,
  currency: z.string(),
  limits: z.object({
    requests: z.number().int().nullable(),
    users: z.number().int().nullable(),
    logistics_connections: z.number().int().nullable(),
  }),
  features: z.array(z.enum(FEATURES)),
});

/** GET /store/v1/services: the store's plan, what it may buy, its usage and which banners show. */
export const servicesResponse = z.object({
  billing: z.enum(BILLING_MODES),
  /** Where an upgrade is approved: Shopify, or the labelled demo page for a store not on Shopify. */
  checkout: z.enum(['shopify', 'demo']).nullable(),
  plan: z.object({ tier: z.string(), name: z.string(), label: z.string(), price: amount }),
  services: z.array(planService),
  usage: z.object({ requests_this_month: z.number().int(), requests_limit: z.number().int().nullable() }),
  banners: z.object({ trial: z.boolean(), top_up: z.boolean() }),
});
export type ServicesResponse = z.infer<typeof servicesResponse>;

/** GET /common/v1/service-pricing: each plan's monthly price for the store's country. */
export const servicePricingResponse = z.object({
  country: z.string(),
  currency: z.string(),
  prices: z.object({ free: amount, grow: amount, scale: amount }),
});

export const planChoiceBody = z.object({ plan: tierField });

/** POST /billing/v1/request-price. */
export const requestPriceResponse = z.object({
  plan: tierField,
  title: z.string(),
  price: amount,
  currency: z.string(),
  interval: z.literal('EVERY_30_DAYS'),
});

/** POST /billing/v1/request-link: the page where the merchant approves the charge. */
export const requestLinkResponse = z.object({
  charge_id: z.string(),
  confirmation_url: z.string(),
  checkout: z.enum(['shopify', 'demo']),
});

export const chargeBody = z.object({ charge_id: uuid });

/** POST /billing/v1/demo-confirm: the demo billing page's answer (no Shopify, no money). */
export const demoConfirmBody = chargeBody.extend({ decision: z.enum(['approve', 'decline']) });

/** GET /billing/v1/charges/:charge_id: what the approval pages show. */
export const chargeResponse = z.object({
  id: z.string(),
  plan: tierField,
  title: z.string(),
  price: amount,
  currency: z.string(),
  checkout: z.enum(['shopify', 'demo']),
  status: z.enum(['pending', 'active', 'declined', 'cancelled']),
});
export type ChargeResponse = z.infer<typeof chargeResponse>;

/** POST /billing/v1/unsubscribe-reason: back to the free plan, saying why. */
export const unsubscribeBody = z.object({
  reason: z
    .string({ error: billingMessages.reason })
    .trim()
    .min(1, billingMessages.reason)
    .max(500, billingMessages.reason),
});
