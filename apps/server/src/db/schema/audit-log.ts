import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * Who changed what in the store's abuse controls, team, API keys and policy (docs/lists-and-risk.md,
 * "Audit log"): one row per change, never updated. `details` is the changed thing as the API showed it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** One of core `AUDIT_ACTIONS`, e.g. `list_entry.added`, `user.updated`. */
    action: text('action').notNull(),
    subjectId: text('subject_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's email when they acted, so the row still names them after they leave the team. */
    actorEmail: text('actor_email').notNull().default(''),
    /** The system's name when a workflow or an app acted; empty for a person. */
    actorName: text('actor_name').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_store_idx').on(t.storeId, t.createdAt), storeIsolation(t.storeId)],
);
