import type { RateSettingView } from '@roundtrip/core';
import type { RateSetting } from '@roundtrip/core/couriers';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type LabelQuote, stores } from '../../db/schema';

/** The store's rate-shopping rule as core's `chooseQuote` reads it. */
export async function rateSettingOf(db: Db | Tx, storeId: string): Promise<RateSetting> {
  const [store] = await db
    .select({ rule: stores.rateRule, preferred: stores.preferredCourier })
    .from(stores)
    .where(eq(stores.id, storeId));
  return { rule: store?.rule ?? 'cheapest', preferred: store?.preferred ?? null };
}

export const rateSettingView = (s: RateSetting): RateSettingView => ({
  rule: s.rule,
  preferred_courier: s.preferred,
});

/** The quote an approval was made with, as the label keeps it: with the store's rule at that moment. */
export async function quoteOnLabel(
  tx: Tx,
  storeId: string,
  quote: { service: string; amount: string; currency: string; days: number | null },
): Promise<LabelQuote> {
  const { rule } = await rateSettingOf(tx, storeId);
  return { service: quote.service, amount: quote.amount, currency: quote.currency, days: quote.days, rule };
}
