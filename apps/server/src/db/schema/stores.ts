import { COURIERS } from '@roundtrip/core';
import { RATE_RULES } from '@roundtrip/core/couriers';
import { PRICE_DIFFERENCE_CHOICES } from '@roundtrip/core/payments';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIsolation } from './tenant-policy';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    /** A logo at the merchant's own web address; empty when none, or when the logo was uploaded. */
    logoUrl: text('logo_url').notNull().default(''),
    /** An uploaded logo's storage key (`logos/<store>/<file>`), shown at our own address (store/logo-address.ts). */
    logoKey: text('logo_key'),
    currency: text('currency').notNull().default('INR'),
    country: text('country').notNull().default('IN'),
    supportEmail: text('support_email').notNull().default(''),
    planName: text('plan_name').notNull().default('FREE_ONBOARD'),
    planPrice: numeric('plan_price', { precision: 10, scale: 2 }).notNull().default('0'),
    freeTrialEnd: timestamp('free_trial_end', { withTimezone: true }),
    freeTrialUsed: boolean('free_trial_used').notNull().default(false),
    freeTrialV2Used: boolean('free_trial_v2_used').notNull().default(false),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
    policySettings: jsonb('policy_settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The portal's `/:url`; null means the shop name (the myshopify subdomain). */
    portalHandle: text('portal_handle'),
    /** Portal accent colour `#rrggbb`, '' for the default. */
    brandColor: text('brand_color').notNull().default(''),
    /** Which Platform adapter serves the store's orders: the embedded demo store or a connected Shopify shop. */
    platform: text('platform', { enum: ['demo', 'shopify'] })
      .notNull()
      .default('demo'),
    /** IANA zone from Shopify's shop query (analytics days, emails). */
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    /** The shop's Shopify plan from the shop query (`Basic`, `Shopify Plus`); null on the demo. */
    shopifyPlan: text('shopify_plan'),
    /** Set by `app/uninstalled`; requests stay, tokens are revoked, a reinstall clears it. */
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true }),
    /** The store's own billing mode (docs/plans.md); null follows the operator's BILLING. */
    billing: text('billing', { enum: ['off', 'shopify'] }),
    /** Who collects a price difference on a Shopify store: its checkout, or the active provider if chosen. */
    priceDifferencesWith: text('price_differences_with', { enum: PRICE_DIFFERENCE_CHOICES })
      .notNull()
      .default('shopify_checkout'),
    /** How the approve dialog picks a courier from every connected courier's quote (core `chooseQuote`). */
    rateRule: text('rate_rule', { enum: RATE_RULES }).notNull().default('cheapest'),
    /** The courier the `preferred` rule picks whenever it quotes. */
    preferredCourier: text('preferred_courier', { enum: COURIERS }),
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_domain_key').on(t.domain),
    uniqueIndex('stores_portal_handle_key').on(t.portalHandle),
    storeIsolation(t.id),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
