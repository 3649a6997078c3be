import { orderWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { flagCancelledOrder } from '../flag-cancelled-order';
import type { TopicHandler } from '../topic-handler';

/** orders/cancelled: the order's open requests are flagged as needing attention. */
export const ordersCancelled: TopicHandler<z.output<typeof orderWebhook>> = {
  payload: orderWebhook,
  run: ({ deps, store }, order) => flagCancelledOrder(deps, store, order.id),
};
