import type { Tx } from '../../db/client';
import type { RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { collectorOf } from './provider-clients';

/**
 * At approval of an exchange whose price difference the shopper owes: the payment to collect (a Shopify
 * store's own checkout by default, the provider it chose, a demo store's provider or sandbox). Null when
 * nothing is owed.
 */
export async function paymentOnApproval(
  deps: Deps,
  tx: Tx,
  request: RequestRow,
  amountDueMinor: number,
): Promise<{ effect: 'collect_payment'; payload: { amountMinor: number; currency: string } } | null> {
  if (request.kind !== 'exchange' || amountDueMinor <= 0) return null;
  const collector = await collectorOf(deps, request.storeId, tx);
  if (!collector) return null;
  return { effect: 'collect_payment', payload: { amountMinor: amountDueMinor, currency: request.currency } };
}
