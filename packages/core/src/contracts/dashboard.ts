import { z } from 'zod';
import { countryCode, currencyCode } from './shared';

export const userTypes = ['admin', 'staff'] as const;

export const planInfo = z.object({ name: z.string(), price: z.number() });

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(userTypes),
  store: z.string(),
  installed_at: z.string(),
  permissions: z.array(z.string()),
  plan: planInfo,
  properties: z.object({ country: z.string() }),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** Store-wide settings edited on the general settings page; policy blocks live in `setting`. */
export const generalSettings = z.object({
  name: z.string().trim().min(1, 'Store name is required').max(120, 'Store name is at most 120 characters'),
  store_logo: z.union([z.url({ error: 'Logo must be a web address' }), z.literal('')]),
  currency: currencyCode,
  country: countryCode,
  support_email: z.union([z.email({ error: 'Please enter a valid email id' }), z.literal('')]),
});
export type GeneralSettings = z.infer<typeof generalSettings>;

export const generalSettingsResponse = z.object({
  general: generalSettings,
  setting: z.record(z.string(), z.unknown()),
});

export const dashboardResponse = z.object({
  store_logo: z.string(),
  store_name: z.string(),
  currency: z.string(),
  free_trial_end: z.string().nullable(),
  free_trial_used: z.boolean(),
  free_trial_v2_used: z.boolean(),
  policySettings: z.object({ shopify_policy_enable_payment_capture: z.boolean() }).catchall(z.unknown()),
  setting: z.record(z.string(), z.unknown()),
  /** Shopify refuses the store's token since then: every page asks the merchant to connect again. */
  shopify_access_refused_at: z.string().nullable(),
  user: currentUser,
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
