/**
 * Outgoing webhook topics. Each is `request.<event>` for a request_events.type a merchant's own
 * systems care about; internal notes and shopper messages are not sent.
 */
export const WEBHOOK_TOPICS = [
  'request.created',
  'request.approved',
  'request.rejected',
  'request.cancelled',
  'request.in_transit',
  'request.delivered',
  'request.received',
  'request.inspected',
  'request.refunded',
  'request.exchanged',
  'request.archived',
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** The topic for a request event type, or null when that event is not sent out. */
/** The request event types that have a topic: `request.approved` → `approved`. */
export const TOPIC_EVENT_TYPES = WEBHOOK_TOPICS.map((t) => t.slice('request.'.length));

export function topicForEvent(eventType: string): WebhookTopic | null {
  const topic = `request.${eventType}`;
  return (WEBHOOK_TOPICS as readonly string[]).includes(topic) ? (topic as WebhookTopic) : null;
}
