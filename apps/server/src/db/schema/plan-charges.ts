import { index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * One upgrade the merchant asked for (docs/plans.md): a Shopify recurring app charge, or on a store not
 * connected to Shopify the labelled demo charge. The store's plan changes only once it is active.
 */
export const planCharges = pgTable(
  'plan_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    tier: text('tier', { enum: ['grow', 'scale'] }).notNull(),
    planName: text('plan_name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    checkout: text('checkout', { enum: ['shopify', 'demo'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** Shopify's AppSubscription GID; null on the demo. */
    shopifyId: text('shopify_id'),
    confirmationUrl: text('confirmation_url').notNull().default(''),
    /** Why the merchant went back to the free plan (POST /billing/v1/unsubscribe-reason). */
    cancelReason: text('cancel_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    activatedAt: ts('activated_at'),
    endedAt: ts('ended_at'),
  },
  (t) => [index('plan_charges_store_idx').on(t.storeId, t.createdAt), storeIsolation(t.storeId)],
);

export type PlanChargeRow = typeof planCharges.$inferSelect;
