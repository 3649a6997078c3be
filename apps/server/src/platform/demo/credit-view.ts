import { and, asc, eq } from 'drizzle-orm';
import {
  type demoGiftCards,
  type demoStoreCreditAccounts,
  demoStoreCreditTransactions,
} from '../../db/schema';
import type { GiftCard, StoreCreditAccount } from '../platform';
import { toGid } from '../platform';
import { type Executor, iso, money } from './demo-deps';

export async function storeCreditAccountView(
  db: Executor,
  storeId: string,
  account: typeof demoStoreCreditAccounts.$inferSelect,
): Promise<StoreCreditAccount> {
  const txs = await db
    .select()
    .from(demoStoreCreditTransactions)
    .where(
      and(
        eq(demoStoreCreditTransactions.storeId, storeId),
        eq(demoStoreCreditTransactions.accountId, account.id),
      ),
    )
    .orderBy(asc(demoStoreCreditTransactions.id));
  return {
    id: String(account.id),
    admin_graphql_api_id: toGid('StoreCreditAccount', account.id),
    customer_id: String(account.customerId),
    balance: money(account.balanceMinor, account.currency),
    transactions: txs.map((t) => ({
      id: String(t.id),
      amount: money(t.amountMinor, account.currency),
      order_id: t.orderId === null ? null : String(t.orderId),
      note: t.note,
      expires_at: iso(t.expiresAt),
      created_at: t.createdAt.toISOString(),
    })),
  };
}

/** Reads show only the last four characters; the full code is in the answer of issueGiftCard alone. */
export function giftCardView(card: typeof demoGiftCards.$inferSelect, reveal: boolean): GiftCard {
  const last = card.code.slice(-4);
  return {
    id: String(card.id),
    admin_graphql_api_id: toGid('GiftCard', card.id),
    code: reveal ? card.code : `•••• •••• •••• ${last}`,
    last_characters: last,
    initial_value: money(card.initialValueMinor, card.currency),
    balance: money(card.balanceMinor, card.currency),
    customer_id: card.customerId === null ? null : String(card.customerId),
    order_id: card.orderId === null ? null : String(card.orderId),
    note: card.note,
    expires_on: card.expiresOn,
    created_at: card.createdAt.toISOString(),
  };
}
