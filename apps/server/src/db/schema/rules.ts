import type { RuleCondition } from '@roundtrip/core/rules';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * Every rule (docs/rules.md: promotions, upsells, exchange rules, product filters, return fees,
 * green returns) in one table: they share conditions, ordering and toggling, and differ only in
 * `outcome`, whose shape the `type` names (packages/core/src/rules/outcomes.ts).
 */
export const rules = pgTable(
  'rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    type: text('type', {
      enum: ['promotion', 'upsell', 'exchange', 'product_filter', 'return_fee', 'green_return'],
    }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    /** Lower first; the first matching rule wins (docs/rules.md "Precedence"). */
    position: integer('position').notNull().default(0),
    match: text('match', { enum: ['all', 'any'] })
      .notNull()
      .default('all'),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rules_store_type_position_idx').on(t.storeId, t.type, t.position),
    storeIsolation(t.storeId),
  ],
);

export type RuleRow = typeof rules.$inferSelect;
export type RuleTypeName = RuleRow['type'];
