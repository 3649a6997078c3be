import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { demoStoreId, demoTs as ts } from './demo-columns';
import { storeIsolation } from './tenant-policy';

/** The result of every demo platform write, by key: a repeated key answers the stored result. */
export const demoIdempotency = pgTable(
  'demo_idempotency',
  {
    storeId: demoStoreId(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    result: jsonb('result').$type<unknown>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), storeIsolation(t.storeId)],
);
