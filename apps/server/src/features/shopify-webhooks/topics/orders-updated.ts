import { orderWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { flagCancelledOrder } from '../flag-cancelled-order';
import { recordDeliveries } from '../record-deliveries';
import { processed, type TopicHandler } from '../topic-handler';

/**
 * orders/updated: carries the order's fulfillments, so a delivery reported only here is recorded too;
 * a cancellation seen here first flags like orders/cancelled (each is idempotent, whichever comes first).
 */
export const ordersUpdated: TopicHandler<z.output<typeof orderWebhook>> = {
  payload: orderWebhook,
  async run({ deps, store }, order) {
    const deliveries = await recordDeliveries(deps, store.id, order.id, order.fulfillments ?? []);
    if (!order.cancelled_at) return deliveries;
    const flagged = await flagCancelledOrder(deps, store, order.id);
    return processed(`${deliveries.outcome}; ${flagged.outcome}`);
  },
};
