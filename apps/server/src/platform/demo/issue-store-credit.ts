import { and, eq, sql } from 'drizzle-orm';
import {
  demoCustomers,
  demoOrders,
  demoStoreCreditAccounts,
  demoStoreCreditTransactions,
} from '../../db/schema';
import type { IssueStoreCreditInput, StoreCreditAccount } from '../platform';
import { PlatformError } from '../platform-error';
import { storeCreditAccountView } from './credit-view';
import { type DemoDeps, nextIds, parseAmount, parseId } from './demo-deps';
import { idempotent } from './idempotent';

/**
 * storeCreditAccountCredit: credits the customer's account in that currency (created on first credit).
 * Credit for an order must be in the order's currency (what the customer paid in), as Shopify requires.
 */
export function issueStoreCredit(
  deps: DemoDeps,
  storeId: string,
  input: IssueStoreCreditInput,
): Promise<StoreCreditAccount> {
  return idempotent(deps, storeId, 'issueStoreCredit', input, async (tx, now) => {
    const currency = input.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency))
      throw new PlatformError('invalid_input', 'currency must be a 3-letter code');
    const amount = parseAmount(input.amount, currency, 'amount');
    const [customer] = await tx
      .select({ id: demoCustomers.id })
      .from(demoCustomers)
      .where(and(eq(demoCustomers.storeId, storeId), eq(demoCustomers.id, parseId(input.customerId))));
    if (!customer) throw new PlatformError('not_found', 'Customer not found');
    let orderId: number | null = null;
    if (input.orderId) {
      const [order] = await tx
        .select({
          id: demoOrders.id,
          currency: demoOrders.presentmentCurrency,
          customerId: demoOrders.customerId,
        })
        .from(demoOrders)
        .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.orderId))));
      if (!order) throw new PlatformError('not_found', 'Order not found');
      if (order.currency !== currency) {
        throw new PlatformError(
          'currency_mismatch',
          `Store credit for this order must be in ${order.currency}`,
        );
      }
      orderId = order.id;
    }
    const [accountId, txId] = (await nextIds(tx, storeId, 2)) as [number, number];
    await tx
      .insert(demoStoreCreditAccounts)
      .values({ storeId, id: accountId, customerId: customer.id, currency, balanceMinor: 0, createdAt: now })
      .onConflictDoNothing();
    const [account] = await tx
      .update(demoStoreCreditAccounts)
      .set({ balanceMinor: sql`${demoStoreCreditAccounts.balanceMinor} + ${amount}` })
      .where(
        and(
          eq(demoStoreCreditAccounts.storeId, storeId),
          eq(demoStoreCreditAccounts.customerId, customer.id),
          eq(demoStoreCreditAccounts.currency, currency),
        ),
      )
      .returning();
    if (!account) throw new Error('store credit account missing');
    await tx.insert(demoStoreCreditTransactions).values({
      storeId,
      id: txId,
      accountId: account.id,
      amountMinor: amount,
      orderId,
      note: input.note ?? null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdAt: now,
    });
    return storeCreditAccountView(tx, storeId, account);
  });
}
