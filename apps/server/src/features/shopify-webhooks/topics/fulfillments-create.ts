import { fulfillmentWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { recordDeliveries } from '../record-deliveries';
import type { TopicHandler } from '../topic-handler';

/** fulfillments/create: a fulfillment the carrier delivered makes its items eligible from that date. */
export const fulfillmentsCreate: TopicHandler<z.output<typeof fulfillmentWebhook>> = {
  payload: fulfillmentWebhook,
  run: ({ deps, store }, f) => recordDeliveries(deps, store.id, f.order_id, [f]),
};
