import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * Which Roundtrip user a Shopify staff member is: the embedded admin's session token names the staff
 * member by `sub`; a linked one acts as that user, anyone else as the store's first admin.
 */
export const shopifyStaffLinks = pgTable(
  'shopify_staff_links',
  {
    storeId: storeIdColumn(),
    shopifyUserId: text('shopify_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.shopifyUserId] }), storeIsolation(t.storeId)],
);

/** The store's Shopify-only settings (Settings → Shopify); kept when the store disconnects. */
export const shopifySettings = pgTable(
  'shopify_settings',
  {
    storeId: storeIdColumn().primaryKey(),
    /** An exchange ships as a new order, or is added to the original order (order editing). */
    exchangeFulfillment: text('exchange_fulfillment', { enum: ['new_order', 'original_order'] })
      .notNull()
      .default('new_order'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [storeIsolation(t.storeId)],
);
