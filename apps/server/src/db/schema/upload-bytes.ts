import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bytes each portal upload stored, by the client's IP, in the database so every server process counts
 * the same budget (docs/limits.md, "Uploads per order and per IP"). No store: one IP's budget spans
 * every store's portal. Rows older than the window count for nothing; the upload sweep deletes them.
 */
export const uploadBytes = pgTable(
  'upload_bytes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_bytes_ip_idx').on(t.ip, t.createdAt)],
);
