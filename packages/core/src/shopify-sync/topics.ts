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
