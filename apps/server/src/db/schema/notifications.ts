import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { requestIdColumn } from './requests';

export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * The shopper notification outbox: one message per customer-visible event of a request. Written in
 * the action's transaction with its `notify_customer` side effect, so an email exists exactly when
 * the change it announces commits; the worker sends it and records the outcome here.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    channel: text('channel', { enum: ['email'] })
      .notNull()
      .default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
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
  (t) => [index('notifications_request_idx').on(t.storeId, t.requestId, t.createdAt)],
);
export type NotificationRow = typeof notifications.$inferSelect;
