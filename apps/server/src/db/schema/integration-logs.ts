import { LOG_KINDS, SIDE_EFFECT_STATUSES, SIDE_EFFECTS } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';

/**
 * The outbox: one row per side effect of an action (a platform call, a label, a refund), written in
 * the action's transaction together with its pg-boss job. Its id is the idempotency key of the call,
 * so running it twice (crash, retry) changes the platform once.
 */
export const sideEffects = pgTable(
  'side_effects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    effect: text('effect', { enum: SIDE_EFFECTS }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: SIDE_EFFECT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('side_effects_request_idx').on(t.requestId, t.createdAt),
    index('side_effects_status_idx').on(t.status, t.createdAt),
    storeIsolation(t.storeId),
  ],
);

/** One row per attempt of a side effect: the logistic, refund, wms and shopify logs of the request page. */
export const integrationLogs = pgTable(
  'integration_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    sideEffectId: uuid('side_effect_id').references(() => sideEffects.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LOG_KINDS }).notNull(),
    effect: text('effect').notNull(),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    message: text('message').notNull().default(''),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    response: jsonb('response').$type<Record<string, unknown>>(),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('integration_logs_request_idx').on(t.storeId, t.requestId, t.kind, t.createdAt),
    storeIsolation(t.storeId),
  ],
);

export type SideEffectRow = typeof sideEffects.$inferSelect;
export type IntegrationLogRow = typeof integrationLogs.$inferSelect;
