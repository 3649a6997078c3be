import { bigint, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { demoId, demoStoreId, demoTs as ts } from './demo-columns';
import { storeIsolation } from './tenant-policy';

const storeId = demoStoreId;
const id = demoId;

/** One StoreCreditAccount per customer and currency, as on Shopify. */
export const demoStoreCreditAccounts = pgTable(
  'demo_store_credit_accounts',
  {
    storeId: storeId(),
    id: id(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    uniqueIndex('demo_store_credit_accounts_customer_key').on(t.storeId, t.customerId, t.currency),
    storeIsolation(t.storeId),
  ],
);

export const demoStoreCreditTransactions = pgTable(
  'demo_store_credit_transactions',
  {
    storeId: storeId(),
    id: id(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    note: text('note'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_store_credit_tx_account_idx').on(t.storeId, t.accountId),
    storeIsolation(t.storeId),
  ],
);

export const demoGiftCards = pgTable(
  'demo_gift_cards',
  {
    storeId: storeId(),
    id: id(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    initialValueMinor: bigint('initial_value_minor', { mode: 'number' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    note: text('note'),
    expiresOn: text('expires_on'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    uniqueIndex('demo_gift_cards_code_key').on(t.storeId, t.code),
    storeIsolation(t.storeId),
  ],
);
