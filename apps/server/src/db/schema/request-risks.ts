import { RISK_LEVELS, RISK_VERDICTS, type RiskSignal } from '@roundtrip/core/risk';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requests } from './requests';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/** A request's risk score, computed once when it was submitted, and the merchant's verdict on it. */
export const requestRisks = pgTable(
  'request_risks',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => requests.id, { onDelete: 'cascade' }),
    storeId: storeIdColumn(),
    score: integer('score').notNull(),
    level: text('level', { enum: RISK_LEVELS }).notNull(),
    signals: jsonb('signals').$type<RiskSignal[]>().notNull(),
    /** The request sent back every unit of its order: a later request's wardrobing signal counts these. */
    wholeOrder: boolean('whole_order').notNull().default(false),
    verdict: text('verdict', { enum: RISK_VERDICTS }),
    verdictBy: uuid('verdict_by').references(() => users.id, { onDelete: 'set null' }),
    verdictAt: ts('verdict_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [storeIsolation(t.storeId)],
);
