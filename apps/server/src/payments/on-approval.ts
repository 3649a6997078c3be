import type { Tx } from '../db/client';
import type { RequestRow } from '../db/schema';
import type { Deps } from '../deps';
import { activeProvider } from './provider-clients';

/**
 * At approval of an exchange whose price difference the shopper owes: the payment to collect through
 * the store's provider (with none, the demo store's sandbox or a Shopify store's own checkout). Null when
 * nothing is owed.
 */
export async function paymentOnApproval(
  deps: Deps,
  tx: Tx,
  request: RequestRow,
  amountDueMinor: number,
): Promise<{ effect: 'collect_payment'; payload: { amountMinor: number; currency: string } } | null> {
  if (request.kind !== 'exchange' || amountDueMinor <= 0) return null;
  const provider = await activeProvider(deps, request.storeId, tx);
  if (!provider) return null;
  return { effect: 'collect_payment', payload: { amountMinor: amountDueMinor, currency: request.currency } };
}
