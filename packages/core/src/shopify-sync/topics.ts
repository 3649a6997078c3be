import type { Feature } from '../plans/features';

/**
 * Topics still processed for a shop that uninstalled the app: Shopify sends the privacy topics after
 * uninstall (shop/redact 48 hours later) and they must be honoured. Every other topic of such a shop
 * is answered 200 and dropped.
 */
const AFTER_UNINSTALL_TOPICS: readonly string[] = [
  'app/uninstalled',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
];

export const processedAfterUninstall = (topic: string): boolean => AFTER_UNINSTALL_TOPICS.includes(topic);

/**
 * Topics that follow what is done in Shopify's own admin, and the plan feature each needs (docs/plans.md):
 * returns asked for or changed there become or move requests ("sync returns", Grow); fulfillment holds
 * placed or released there are followed by the exchange they hold (Grow). With a plan without them, the
 * delivery is recorded as ignored with the reason.
 */
const TOPIC_FEATURES: Readonly<Record<string, Feature>> = {
  'returns/request': 'shopify_sync',
  'returns/approve': 'shopify_sync',
  'returns/decline': 'shopify_sync',
  'returns/cancel': 'shopify_sync',
  'returns/close': 'shopify_sync',
  'returns/reopen': 'shopify_sync',
  'fulfillment_holds/added': 'shopify_exchange_fulfillment_hold',
  'fulfillment_holds/released': 'shopify_exchange_fulfillment_hold',
};

export const topicFeature = (topic: string): Feature | null => TOPIC_FEATURES[topic] ?? null;
