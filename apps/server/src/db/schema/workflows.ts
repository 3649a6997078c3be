import { RULE_MATCH_MODES } from '@roundtrip/core/rules';
import type { WorkflowAction, WorkflowCondition, WorkflowTrigger } from '@roundtrip/core/workflows';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/** A merchant's workflow (docs/workflows.md): a trigger, conditions for core's matcher, ordered actions. */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    trigger: text('trigger').$type<WorkflowTrigger>().notNull(),
    triggerDays: integer('trigger_days'),
    match: text('match', { enum: RULE_MATCH_MODES }).notNull().default('all'),
    conditions: jsonb('conditions').$type<WorkflowCondition[]>().notNull().default(sql`'[]'::jsonb`),
    actions: jsonb('actions').$type<WorkflowAction[]>().notNull().default(sql`'[]'::jsonb`),
    /** Who saved it last: its actions run within this member's permissions, none once they leave (docs/workflows.md). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('workflows_store_idx').on(t.storeId, t.createdAt), storeIsolation(t.storeId)],
);

/**
 * One workflow considered for one request on one trigger. The unique key makes a run happen once
 * however often the event is seen (at-least-once delivery): `skipped` (conditions did not match),
 * `pending` (claimed, actions under way: a retry replays them by their idempotency keys), `done`,
 * `failed`, `capped` (the request reached WORKFLOW_RUN_CAP), `refused` (an action beyond its author's
 * permissions: never taken).
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    requestId: requestIdColumn(),
    /** The request event's id, or `no_change:<time of the last change>`. */
    triggerKey: text('trigger_key').notNull(),
    status: text('status', { enum: ['skipped', 'pending', 'done', 'failed', 'capped', 'refused'] }).notNull(),
    message: text('message').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workflow_runs_key').on(t.workflowId, t.requestId, t.triggerKey),
    index('workflow_runs_request_idx').on(t.requestId, t.status),
    index('workflow_runs_pending_idx').on(t.status),
    storeIsolation(t.storeId),
  ],
);

export type WorkflowRow = typeof workflows.$inferSelect;
