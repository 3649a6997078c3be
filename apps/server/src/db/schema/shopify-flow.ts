import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * Which of Roundtrip's Flow triggers a shop has an enabled workflow for, as Flow's trigger lifecycle
 * callback last said (docs/flow.md): a trigger is sent only where one is on, as Shopify recommends.
 * `trigger` is Flow's `flow_trigger_definition_id` as sent; `statedAt` its timestamp, so an older
 * callback arriving late never overwrites a newer one.
 */
export const shopifyFlowTriggers = pgTable(
  'shopify_flow_triggers',
  {
    storeId: storeIdColumn(),
    trigger: text('trigger').notNull(),
    enabled: boolean('enabled').notNull(),
    statedAt: ts('stated_at').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.trigger] }), storeIsolation(t.storeId)],
);
