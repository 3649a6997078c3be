import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Portal order lookups, kept in the database so every server process counts the same attempts. */
export const portalLookups = pgTable(
  'portal_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    /** `<store id>|<normalised order number>`; '' when the store was unknown. */
    orderKey: text('order_key').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portal_lookups_ip_idx').on(t.ip, t.createdAt),
    index('portal_lookups_order_idx').on(t.orderKey, t.createdAt),
  ],
);
