import type { RefundTypeView } from '@roundtrip/core';
import { storedStorePolicy } from '@roundtrip/core/policy';
import { REFUND_MODE_LABELS, REFUND_MODES, type RefundMode } from '@roundtrip/core/pricing';
import { eq } from 'drizzle-orm';
import { stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';

const DESCRIPTIONS: Record<RefundMode, string> = {
  pay_to_source: 'Money goes back to the card or wallet the shopper paid with.',
  store_credit: 'Credit on the shopper’s account, spendable in the store.',
  bank_transfer: 'The shopper gives bank details and you transfer the money.',
  others: 'Settled another way you agree with the shopper.',
};

/** The four refund modes with the store's choice: offered or not, and in which order. */
export async function listRefundTypes(deps: Deps, storeId: string): Promise<RefundTypeView[]> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  const offered = storedStorePolicy(store.policySettings).refund_modes;
  const types = REFUND_MODES.map((id) => {
    const position = offered.indexOf(id);
    return {
      id,
      label: REFUND_MODE_LABELS[id],
      description: DESCRIPTIONS[id],
      enabled: position >= 0,
      position: position >= 0 ? position : null,
      available_for_cod: id !== 'pay_to_source',
    };
  });
  return types.sort((a, b) => (a.position ?? 99) - (b.position ?? 99));
}
