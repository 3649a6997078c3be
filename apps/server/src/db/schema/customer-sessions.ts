import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * A shopper's portal session: bound to one store and one order, 24 hours. The id the shopper holds
 * (256 random bits) is stored only as its SHA-256, so a database read does not hand out live links.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    storeId: storeIdColumn(),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    /**
     * How the shopper proved the order: the email or phone they typed, or their Shopify customer account
     * (the customer account extension's link, docs/shopify.md).
     */
    contactKind: text('contact_kind', { enum: ['email', 'phone', 'customer_account'] }).notNull(),
    ip: text('ip').notNull(),
    /** A gift recipient's session (gift returns): no prices, refunds only as store credit. */
    gift: boolean('gift').notNull().default(false),
    /** The recipient's email: where the store credit of a gift return goes. */
    giftEmail: text('gift_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_key').on(t.tokenHash),
    index('customer_sessions_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

export type CustomerSessionRow = typeof customerSessions.$inferSelect;
