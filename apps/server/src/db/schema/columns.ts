import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';

// Column builders shared by the tables (not re-exported from index.ts: they are not tables).

/** Every row of tenant data belongs to a store and goes with it. */
export const storeIdColumn = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

export const ts = (name: string) => timestamp(name, { withTimezone: true });
