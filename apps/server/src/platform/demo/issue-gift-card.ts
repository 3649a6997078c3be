import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { demoCustomers, demoGiftCards, demoOrders } from '../../db/schema';
import type { GiftCard, IssueGiftCardInput } from '../platform';
import { PlatformError } from '../platform-error';
import { giftCardView } from './credit-view';
import { type DemoDeps, nextIds, parseAmount, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { shopCurrency } from './shop-currency';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** giftCardCreate: a 16-character code (no 0/O/1/I), in the shop currency as Shopify issues them. */
export function issueGiftCard(deps: DemoDeps, storeId: string, input: IssueGiftCardInput): Promise<GiftCard> {
  return idempotent(deps, storeId, 'issueGiftCard', input, async (tx, now) => {
    const currency = await shopCurrency(tx, storeId);
    if (!currency) throw new PlatformError('not_found', 'This store has no demo platform data');
    if (input.currency.trim().toUpperCase() !== currency) {
      throw new PlatformError('currency_mismatch', `Gift cards of this store are in ${currency}`);
    }
    const amount = parseAmount(input.amount, currency, 'amount');
    let customerId: number | null = null;
    if (input.customerId) {
      const [customer] = await tx
        .select({ id: demoCustomers.id })
        .from(demoCustomers)
        .where(and(eq(demoCustomers.storeId, storeId), eq(demoCustomers.id, parseId(input.customerId))));
      if (!customer) throw new PlatformError('not_found', 'Customer not found');
      customerId = customer.id;
    }
    let orderId: number | null = null;
    if (input.orderId) {
      const [order] = await tx
        .select({ id: demoOrders.id })
        .from(demoOrders)
        .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.orderId))));
      if (!order) throw new PlatformError('not_found', 'Order not found');
      orderId = order.id;
    }
    const [id] = (await nextIds(tx, storeId, 1)) as [number];
    const code = [...randomBytes(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    const [card] = await tx
      .insert(demoGiftCards)
      .values({
        storeId,
        id,
        code,
        currency,
        initialValueMinor: amount,
        balanceMinor: amount,
        customerId,
        orderId,
        note: input.note ?? null,
        expiresOn: input.expiresOn ?? null,
        createdAt: now,
      })
      .returning();
    return giftCardView(card as typeof demoGiftCards.$inferSelect, true);
  });
}
