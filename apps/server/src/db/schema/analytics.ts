import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';

/**
 * Daily rollups of the analytics reports (docs/analytics.md, "Daily rollups"): per store and local day
 * (the store's timezone), one row per metric and key. Rebuilt whole for a day by the rollup job from the
 * raw tables with the same SQL the reports use for days not rolled up (features/analytics/daily-facts.ts).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    storeId: storeIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    /** The metric's key (status, kind, reason, courier...); null is a value of its own (no courier). */
    key: text('key'),
    /** A second key where a metric has two (a reason's request kind, a product's title when it has no id). */
    sub: text('sub'),
    /** A value kept with the key (a product's first title, a reason named for a product). */
    label: text('label'),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    qty: bigint('qty', { mode: 'number' }).notNull().default(0),
    amount: numeric('amount').notNull().default('0'),
  },
  // Metric before day: a report reads a few metrics over a range of days, one index range each. Key before
  // day: request-products reads the reasons of its top products only, one range per product.
  (t) => [
    index('analytics_daily_store_metric_day_idx').on(t.storeId, t.metric, t.day),
    index('analytics_daily_store_metric_key_day_idx').on(t.storeId, t.metric, t.key, t.day),
    storeIsolation(t.storeId),
  ],
);

/**
 * Local days whose raw rows changed since their rollup was built. Marked by triggers in the transaction of
 * the change (so no change is lost), one row per writing transaction (`writer`, its id): writers to one
 * store and day insert rows of their own and never wait on each other, where one row per day updated by
 * each made every write to a store take turns until commit. The job locks the marks it sees, rebuilds
 * the day and deletes those marks only; a mark committed meanwhile stays for the next round. Reports
 * read these days from the raw tables.
 */
export const analyticsDirty = pgTable(
  'analytics_dirty',
  {
    storeId: storeIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    writer: bigint('writer', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.writer] }), storeIsolation(t.storeId)],
);

/**
 * Each refunded request's first succeeded refund, for request-metrics' median days to refund (a median
 * does not add up over days): kept by triggers on `refunds` in the refund's transaction (migration
 * 0029), one row per request that has had a succeeded refund. `delay_us` orders the requests by their delay; the
 * daily facts count them per delay bucket (docs/analytics.md, "Median days to refund").
 */
export const requestFirstRefunds = pgTable(
  'request_first_refunds',
  {
    requestId: requestIdColumn().primaryKey(),
    storeId: storeIdColumn(),
    /** The request's `created_at`: the day it counts on. */
    requestedAt: ts('requested_at').notNull(),
    /** The earliest `created_at` of its succeeded refunds; null when none succeeded. */
    firstRefundAt: ts('first_refund_at'),
    delayUs: bigint('delay_us', { mode: 'number' }).generatedAlwaysAs(
      sql`(extract(epoch from (first_refund_at - requested_at)) * 1000000)::bigint`,
    ),
  },
  (t) => [
    index('request_first_refunds_store_requested_idx').on(t.storeId, t.requestedAt),
    storeIsolation(t.storeId),
  ],
);

/**
 * Per store and preset span (7, 30, 90, 365 days ending today), the state of its customer totals
 * (docs/analytics.md, "Customer totals"): made by the first customer report that asks for the span, built
 * and moved to each new yesterday by the rollup round. The totals answer only while `built = version`,
 * `anchor` is the store's yesterday and `timezone` its timezone; a change of a counted request in the
 * window grows `version` (trigger, migration 0035).
 */
export const analyticsCustomerWindows = pgTable(
  'analytics_customer_windows',
  {
    storeId: storeIdColumn(),
    span: integer('span').notNull(),
    /** The last local day the totals cover; null until first built. */
    anchor: date('anchor', { mode: 'string' }),
    timezone: text('timezone'),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /** The version the rows were built at. */
    built: bigint('built', { mode: 'number' }),
    /**
     * Over the built rows, in the same transaction: customers with `requests` > 0, > 1 and `before` > 0, > 1.
     * A report adds today's customers to the first two (by their kept row), so it reads no other row.
     */
    customers: integer('customers').notNull().default(0),
    repeat: integer('repeat').notNull().default(0),
    customersBefore: integer('customers_before').notNull().default(0),
    repeatBefore: integer('repeat_before').notNull().default(0),
    /**
     * The store's last day a customer report asked for the span (written at most once a day). A window
     * no report has asked for in `WINDOW_UNREAD_DAYS` is dropped by the round with its rows, so a store
     * that looked once does not pay its rebuilds for ever.
     */
    readOn: date('read_on', { mode: 'string' }).notNull().default(sql`current_date`),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.span] }), storeIsolation(t.storeId)],
);

/**
 * Per store, span and customer (`lower(customer_email)`), the requests of the clean past of the preset
 * range: `requests` in the current period's days before today, `before` in the previous period, `last`
 * the latest of the current part. The reports add today's requests at read time.
 */
export const analyticsCustomerTotals = pgTable(
  'analytics_customer_totals',
  {
    storeId: storeIdColumn(),
    span: integer('span').notNull(),
    email: text('email').notNull(),
    requests: integer('requests').notNull(),
    before: integer('before').notNull(),
    last: ts('last'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.span, t.email] }),
    // The reports' order (`customerOrder`), so a top ten or a page is read from the index's first rows.
    index('analytics_customer_totals_rank_idx').on(
      t.storeId,
      t.span,
      t.requests.desc().nullsFirst(),
      t.last.desc().nullsFirst(),
      t.email,
    ),
    storeIsolation(t.storeId),
  ],
);

/**
 * Each customer's requests (`lower(customer_email)`) as the sorted instants they were made, one row per
 * UTC year (docs/analytics.md, "Customer reports over any range"): how many fall in any range, and the
 * latest, are two binary searches (`width_bucket`) on the row. The instants are microseconds since the
 * epoch as float8: exact below 2^53, and float8 is the type `width_bucket` searches without a call per
 * comparison. Kept by the rollup round with the dirty days (`roll-up-customer-day.ts`), like `analytics_daily`.
 */
export const analyticsCustomerInstants = pgTable(
  'analytics_customer_instants',
  {
    storeId: storeIdColumn(),
    year: smallint('year').notNull(),
    email: text('email').notNull(),
    at: doublePrecision('at').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.year, t.email] }), storeIsolation(t.storeId)],
);

/**
 * Per store and local day, the customers whose instants of that day `analytics_customer_instants` holds:
 * a day's rebuild replaces those customers' instants of the day, so a request deleted or moved away is
 * taken out of its customer's row too.
 */
export const analyticsCustomerDays = pgTable(
  'analytics_customer_days',
  {
    storeId: storeIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    emails: text('emails').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] }), storeIsolation(t.storeId)],
);

/**
 * Per store, customer (`lower(customer_email)`) and local day, what the customer tables show beside the
 * ranking: the day's requests, returns, exchanges, items asked for, returned value (items' paid value of
 * requests neither rejected nor cancelled) and the greatest name. A page's customers are detailed over any
 * range from these rows (an index-only scan of the primary key, which carries them, migration 0063) plus
 * the dirty days' requests. Kept by the rollup round with the customers' instants (`roll-up-customer-day.ts`).
 */
export const analyticsCustomerFacts = pgTable(
  'analytics_customer_facts',
  {
    storeId: storeIdColumn(),
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull(),
    returns: integer('returns').notNull(),
    exchanges: integer('exchanges').notNull(),
    items: integer('items').notNull(),
    returnedValue: numeric('returned_value').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.email, t.day] }), storeIsolation(t.storeId)],
);
