import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/** Comments on a request: to the shopper (customer_visible) or for the team. Deleting hides, never erases. */
export const requestComments = pgTable(
  'request_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    message: text('message').notNull(),
    customerVisible: boolean('customer_visible').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('request_comments_request_idx').on(t.requestId, t.createdAt), storeIsolation(t.storeId)],
);

export type RequestCommentRow = typeof requestComments.$inferSelect;
