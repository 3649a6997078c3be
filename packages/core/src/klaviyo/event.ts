import type { WebhookTopic } from '../webhooks/topics';

/** The Klaviyo API revision we send (`revision` header); Klaviyo keeps each revision for two years. */
export const KLAVIYO_REVISION = '2026-10-15';

/** The Events API path under the configured base URL (https://a.klaviyo.com in production). */
export const KLAVIYO_EVENTS_PATH = '/api/events/';

/** Get Accounts: the account a private key belongs to; answers 401 to a key Klaviyo does not know. */
export const KLAVIYO_ACCOUNTS_PATH = '/api/accounts/';

/** The metric (Klaviyo's event name) for each topic: "Roundtrip request approved", ... */
function klaviyoMetricName(topic: WebhookTopic): string {
  return `Roundtrip request ${topic.slice('request.'.length).replaceAll('_', ' ')}`;
}

export type KlaviyoEventInput = {
  topic: WebhookTopic;
  /** The message id, the same on every retry: Klaviyo records one event per unique_id, profile and metric. */
  uniqueId: string;
  time: Date;
  email: string;
  properties: Record<string, string | number | null>;
};

/** The Create Event body (JSON:API): the metric and the profile are named inline, Klaviyo makes them. */
export function klaviyoEventBody(input: KlaviyoEventInput) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties: input.properties,
        time: input.time.toISOString(),
        unique_id: input.uniqueId,
        metric: { data: { type: 'metric', attributes: { name: klaviyoMetricName(input.topic) } } },
        profile: { data: { type: 'profile', attributes: { email: input.email } } },
      },
    },
  };
}
