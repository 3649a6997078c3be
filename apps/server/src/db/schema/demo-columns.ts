import { bigint } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';

// Column builders shared by the demo_* tables (not re-exported: they are not tables).
// Ids are the platform's own, numeric and per store, so every key is (store_id, id).

export const demoStoreId = storeIdColumn;
export const demoId = () => bigint('id', { mode: 'number' }).notNull();
export const demoRef = (name: string) => bigint(name, { mode: 'number' });
/** Integer minor units of the shop currency. */
export const demoMinor = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
export const demoTs = ts;
