import { REQUEST_STATUSES } from '@roundtrip/core/lifecycle';
import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * One row per tag of a request, kept from `requests.tags` by triggers (migrations 0031, 0032, 0036;
 * docs/scale.md, "A tag on many requests"). Behind the store wall `tags @>` is not LEAKPROOF and so never an
 * index condition; text equality is, so a list filtered by a tag reads its page and capped count from this
 * key, in the list's date order. The key holds every column the list joins on, so the join probes it
 * exactly. No foreign key to the request: its delete trigger removes the rows by this key.
 */
export const requestTags = pgTable(
  'request_tags',
  {
    storeId: storeIdColumn(),
    tag: text('tag').notNull(),
    /** The request's `created_at`: the list's default order. */
    createdAt: ts('created_at').notNull(),
    requestId: uuid('request_id').notNull(),
    /**
     * The request's status and flag, copied by the same triggers and included in the key's index (0036): a
     * tag's capped count filtered by them reads the index alone (docs/scale.md, "A tag on many
     * requests").
     */
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    needsAttention: boolean('needs_attention').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.tag, t.createdAt, t.requestId] }), storeIsolation(t.storeId)],
);
