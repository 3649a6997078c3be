import { type FulfillmentDeliveryFacts, fulfillmentDeliveredAt } from '@roundtrip/core/shopify-sync';
import type { Deps } from '../../deps';
import { recordDelivery } from '../../platform/known-deliveries';
import { type HandlerResult, ignored, processed } from './topic-handler';

/** Records each delivered fulfillment of an order; the portal's eligibility reads the dates from then on. */
export async function recordDeliveries(
  deps: Deps,
  storeId: string,
  orderId: string,
  fulfillments: readonly (FulfillmentDeliveryFacts & { id: string })[],
): Promise<HandlerResult> {
  let recorded = 0;
  for (const f of fulfillments) {
    const at = fulfillmentDeliveredAt(f);
    if (!at || Number.isNaN(Date.parse(at))) continue;
    if (await recordDelivery(deps.db, storeId, { orderId, fulfillmentId: f.id, deliveredAt: new Date(at) }))
      recorded++;
  }
  return recorded > 0
    ? processed(`${recorded} delivery date(s) recorded for order ${orderId}`)
    : ignored('No new delivery');
}
