import { and, eq } from 'drizzle-orm';
import { demoGiftCards } from '../../db/schema';
import type { GiftCard } from '../platform';
import { giftCardView } from './credit-view';
import { type DemoDeps, parseId } from './demo-deps';

export async function getGiftCard(
  deps: DemoDeps,
  storeId: string,
  giftCardId: string,
): Promise<GiftCard | null> {
  const [row] = await deps.db
    .select()
    .from(demoGiftCards)
    .where(and(eq(demoGiftCards.storeId, storeId), eq(demoGiftCards.id, parseId(giftCardId))));
  return row ? giftCardView(row, false) : null;
}
