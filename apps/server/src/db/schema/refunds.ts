import { REFUND_RECORD_STATUSES } from '@roundtrip/core';
import { PAYMENT_PROVIDERS } from '@roundtrip/core/payments';
import { REFUND_MODES } from '@roundtrip/core/pricing';
import type { RefundRecordItem } from '@roundtrip/core/requests';
import { index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * A refund is its own record, separate from receipt (DESIGN.md): planned when the merchant asks,
 * pending while the platform call runs, then succeeded or failed. The sum of the records that are
 * not failed never exceeds core pricing's ceiling (checked under the request's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    mode: text('mode', { enum: REFUND_MODES }).notNull(),
    status: text('status', { enum: REFUND_RECORD_STATUSES }).notNull().default('planned'),
    /** Everything the shopper gets: the money, plus the store-credit bonus and promotion credit below. */
    amount: numeric('amount', { precision: 20, scale: 3 }).notNull(),
    /** The store-credit bonus included in `amount` (docs/pricing.md "The refund plan"). */
    bonusAmount: numeric('bonus_amount', { precision: 20, scale: 3 }).notNull().default('0'),
    /** The promotion credit (incentive) included in `amount`. */
    incentiveAmount: numeric('incentive_amount', { precision: 20, scale: 3 }).notNull().default('0'),
    currency: text('currency').notNull(),
    /**
     * The same refund in the order's presentment currency, what the shopper paid in (core
     * `presentmentRefund`); null when the order was paid in the shop's currency (then it is `amount`).
     */
    presentmentAmount: numeric('presentment_amount', { precision: 20, scale: 3 }),
    presentmentCurrency: text('presentment_currency'),
    /** The units of the request's items this refund pays for (empty for one made in Shopify's admin). */
    items: jsonb('items').$type<RefundRecordItem[]>().notNull().default([]),
    /**
     * A failed refund the merchant paid another way: the refund that replaced it. A replaced refund is
     * never retried, and its units belong to the refund that replaced it.
     */
    replacedBy: uuid('replaced_by'),
    /** Bank transfer payout reference, or how an 'others' refund was paid. */
    reference: text('reference'),
    note: text('note'),
    /** Sent to the platform with the call; also refuses a second record for the same click. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The platform's refund id, or the payment provider's when `provider` made it. */
    platformRefundId: text('platform_refund_id'),
    /** A refund to the original payment made through this payment provider, not the platform. */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /**
     * Store credit issued as a gift card (platform_refund_id is then the card): the last characters the
     * shopper's page shows. The full code is told once, in the refund email, and never kept here.
     */
    giftCardLastCharacters: text('gift_card_last_characters'),
    /** `shopify`: made in Shopify's admin and reported by the refunds/create webhook, not paid by us. */
    origin: text('origin', { enum: ['roundtrip', 'shopify'] })
      .notNull()
      .default('roundtrip'),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('refunds_request_idx').on(t.requestId),
    // analytics: the days not rolled up are read by date (docs/analytics.md)
    index('refunds_store_created_idx').on(t.storeId, t.createdAt),
    storeIsolation(t.storeId),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
