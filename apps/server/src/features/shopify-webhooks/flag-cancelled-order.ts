import type { StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { flagRequest } from './flag-request';
import { openRequestsOfOrder } from './open-requests-of-order';
import { type HandlerResult, ignored, processed } from './topic-handler';

const CANCELLED = 'The order was cancelled in Shopify: check the refund and the return before going on';

/** Open requests of a cancelled order need the merchant: the order's money and stock changed under them. */
export async function flagCancelledOrder(
  deps: Deps,
  store: StoreRow,
  orderId: string,
): Promise<HandlerResult> {
  const open = await openRequestsOfOrder(deps, store.id, orderId);
  for (const request of open) await flagRequest(deps, store, request, CANCELLED);
  return open.length > 0
    ? processed(`${open.length} open request(s) of order ${orderId} flagged`)
    : ignored(`No open request on order ${orderId}`);
}
