import { boolean, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

/** The store's tax rates, applied to the return fee (docs/pricing.md). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    /** Percent (0-100) or a fixed amount in the shop currency. */
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    deductionType: text('deduction_type', { enum: ['percent', 'fixed'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Soft delete: kept so past fees can still be explained. */
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_rates_store_idx').on(t.storeId), storeIsolation(t.storeId)],
);

export type TaxRateRow = typeof taxRates.$inferSelect;
