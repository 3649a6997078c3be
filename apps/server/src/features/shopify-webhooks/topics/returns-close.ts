import { returnWebhook } from '@roundtrip/core';
import { syncReturn } from '../sync-return';
import type { TopicHandler } from '../topic-handler';

/** returns/close: the request of that return follows Shopify (read again, so the order of deliveries does not matter). */
export const returnsClose: TopicHandler<{ id: string }> = {
  payload: returnWebhook,
  run: ({ deps, store }, payload) => syncReturn(deps, store, payload.id),
};
