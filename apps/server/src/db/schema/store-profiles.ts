import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * The Store profile page's sections (docs/stores.md), one JSON object each, read through core's
 * schemas (`packages/core/src/store-profile`). The store's name, logo and support email stay on `stores`.
 */
export const storeProfiles = pgTable(
  'store_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    meta: jsonb('meta').notNull().default(sql`'{}'::jsonb`),
    additionalDetails: jsonb('additional_details').notNull().default(sql`'{}'::jsonb`),
    contact: jsonb('contact').notNull().default(sql`'{}'::jsonb`),
    roi: jsonb('roi').notNull().default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_profiles_store_key').on(t.storeId), storeIsolation(t.storeId)],
);

/** "Return insurance" interest: the merchant's contact details, kept for the operator to answer. */
export const returnInsuranceContacts = pgTable(
  'return_insurance_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_insurance_contacts_store_idx').on(t.storeId), storeIsolation(t.storeId)],
);
