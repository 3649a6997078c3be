import { returnWebhook } from '@roundtrip/core';
import { AppError } from '../../../errors';
import { withKnownDeliveries } from '../../../platform/known-deliveries';
import { submitPlatformReturn } from '../../requests/submit/submit-platform-return';
import { requestOfReturn, syncReturn } from '../sync-return';
import { type HandlerResult, ignored, processed, type TopicHandler } from '../topic-handler';

/**
 * returns/request: a return the customer asked for in Shopify's customer accounts becomes a request
 * (source `shopify`), planned and priced by the store's rules, linked to the Shopify return so the
 * merchant's approval approves that return. The return and the order are read from the platform.
 */
export const returnsRequest: TopicHandler<{ id: string }> = {
  payload: returnWebhook,
  async run({ deps, store }, payload): Promise<HandlerResult> {
    const existing = await requestOfReturn(deps, store.id, payload.id);
    if (existing) return syncReturn(deps, store, payload.id);
    const ret = await deps.platform.getReturn(store.id, payload.id);
    if (!ret) return ignored(`Shopify return ${payload.id} no longer exists`);
    const read = await deps.platform.getOrder(store.id, ret.order_id);
    const order = read && (await withKnownDeliveries(deps.db, store.id, read));
    if (!order) return ignored(`Order ${ret.order_id} of return ${ret.id} no longer exists`);
    try {
      await submitPlatformReturn(deps, store, order, ret);
    } catch (error) {
      // The store's rules refuse it (window, restrictions...): Shopify still holds the request for the merchant.
      if (error instanceof AppError && error.status < 500)
        return ignored(`The store's rules refuse return ${ret.name}: ${error.message}`);
      throw error;
    }
    // It may have moved on in Shopify before this delivery was processed.
    if (ret.status !== 'REQUESTED') await syncReturn(deps, store, ret.id);
    return processed(`Request created for Shopify return ${ret.name}`);
  },
};
