import { appSubscriptionWebhook } from '@roundtrip/core';
import type { z } from 'zod';
import { followSubscription } from '../../billing/follow-subscription';
import { ignored, processed, type TopicHandler } from '../topic-handler';

/** app_subscriptions/update: the store's plan follows its Shopify subscription (features/billing). */
export const appSubscriptionsUpdate: TopicHandler<z.output<typeof appSubscriptionWebhook>> = {
  payload: appSubscriptionWebhook,
  async run({ deps, store }, { app_subscription: subscription }) {
    const change = await followSubscription(deps, store.id, {
      shopifyId: subscription.admin_graphql_api_id,
      status: subscription.status,
    });
    return change.changed ? processed(change.outcome) : ignored(change.outcome);
  },
};
