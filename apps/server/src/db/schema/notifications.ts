import { NOTIFICATION_STATUSES } from '@roundtrip/core';
import { ACCOUNT_EMAIL_KINDS } from '@roundtrip/core/accounts';
import { EMAIL_KINDS, EMAIL_LANGUAGES } from '@roundtrip/core/emails';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { requests } from './requests';
import { storeIsolation } from './tenant-policy';

/**
 * The email outbox: one message per moment of a request, to the shopper or the merchant. Written in
 * the action's transaction with its `notify_customer` side effect, so an email exists exactly when
 * the change it announces commits. The worker renders it once (subject, text, html are then what was
 * sent, also on a retry), sends it and records the outcome here. Without SMTP this table is the
 * "Sent emails" outbox of the dashboard (docs/emails.md).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** Null for the emails about a merchant's own account (invite, password reset: docs/team.md). */
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email'] })
      .notNull()
      .default('email'),
    audience: text('audience', { enum: ['shopper', 'merchant'] })
      .notNull()
      .default('shopper'),
    /**
     * Which email it is: a request's (core EMAIL_KINDS, the template it is rendered from) or an account
     * email (core ACCOUNT_EMAIL_KINDS, rendered when written).
     */
    kind: text('kind', { enum: [...EMAIL_KINDS, ...ACCOUNT_EMAIL_KINDS] })
      .notNull()
      .default('request_updated'),
    language: text('language', { enum: EMAIL_LANGUAGES }).notNull().default('en'),
    /** What the moment said when it happened (reason, amount...), read by `emailFacts`. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    recipient: text('recipient').notNull(),
    /** Empty until the first attempt renders the email; then exactly what was sent. */
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    html: text('html').notNull().default(''),
    /** How it left: kept in the outbox (no SMTP_URL) or handed to the SMTP server. */
    transport: text('transport', { enum: ['outbox', 'smtp'] }),
    /** The request event type it announces (approved, rejected, refunded, message...). */
    event: text('event').notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The mail provider's id of the last message sent. */
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_request_idx').on(t.storeId, t.requestId, t.createdAt),
    index('notifications_store_created_idx').on(t.storeId, t.createdAt),
    storeIsolation(t.storeId),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A store's own version of one email in one language; without a row the default in code is used. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    language: text('language', { enum: EMAIL_LANGUAGES }).notNull(),
    subject: text('subject').notNull(),
    heading: text('heading').notNull(),
    body: text('body').notNull(),
    button: text('button').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_templates_store_kind_language_key').on(t.storeId, t.kind, t.language),
    storeIsolation(t.storeId),
  ],
);
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
