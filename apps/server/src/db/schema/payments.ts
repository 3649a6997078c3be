import { PAYMENT_COLLECTORS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@roundtrip/core/payments';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';

/**
 * A payment provider a store connected (docs/payments.md). Credentials are one JSON object sealed with
 * AES-256-GCM (the Shopify tokens' sealing), bound to this row's id; the row's id is in its webhook URL,
 * so a webhook finds its store and secret from our row, never from what the payload claims.
 */
export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    active: boolean('active').notNull().default(false),
    credentials: text('credentials'),
    /** When the provider last accepted the saved credentials; null: never checked, so not connected. */
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_providers_store_provider_idx').on(t.storeId, t.provider),
    storeIsolation(t.storeId),
  ],
);

/** What a shopper owes for a request (an exchange's price difference), collected through a provider. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    /** Null for the built-in sandbox, which has no row of its own. */
    providerId: uuid('provider_id').references(() => paymentProviders.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_COLLECTORS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('due'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The provider's checkout session or payment link. */
    providerRef: text('provider_ref'),
    paymentUrl: text('payment_url'),
    /** The provider's id of the money taken (payment intent, payment), what a refund names. */
    providerPaymentId: text('provider_payment_id'),
    paidMinor: integer('paid_minor'),
    /** Why a payment was not accepted (for the merchant); the shopper sees the spec's sentence. */
    failure: text('failure'),
    refundRef: text('refund_ref'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_request_idx').on(t.storeId, t.requestId, t.createdAt),
    uniqueIndex('payments_provider_ref_idx').on(t.storeId, t.provider, t.providerRef),
    storeIsolation(t.storeId),
  ],
);

export type PaymentProviderRow = typeof paymentProviders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
