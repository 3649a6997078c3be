import { boolean, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * A limited plan's requests of one month (UTC), one row per request it takes (docs/plans.md): made when
 * the month's first limited submission finds none, the ones already used marked `taken`. A submission
 * takes a free row in its own transaction, skipping rows other submissions hold, so submissions to one
 * store never wait on each other below the limit, and a rolled-back one frees its row. A change of plan
 * drops the store's rows (trigger): they are made again from the month's requests under the new plan.
 */
export const requestAllowance = pgTable(
  'request_allowance',
  {
    storeId: storeIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    slot: integer('slot').notNull(),
    taken: boolean('taken').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.slot] }), storeIsolation(t.storeId)],
);
