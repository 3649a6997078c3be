import { fulfillmentHoldWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { setExchangeHeld } from '../set-exchange-held';
import type { TopicHandler } from '../topic-handler';

/** fulfillment_holds/released: the exchange request whose new order it is follows the hold. */
export const fulfillmentHoldsReleased: TopicHandler<z.output<typeof fulfillmentHoldWebhook>> = {
  payload: fulfillmentHoldWebhook,
  run: ({ deps, store }, p) => setExchangeHeld(deps, store, p.fulfillment_order.id, false),
};
