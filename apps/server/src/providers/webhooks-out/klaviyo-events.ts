import { KLAVIYO_EVENTS_PATH, KLAVIYO_REVISION, klaviyoEventBody } from '@roundtrip/core/klaviyo';
import type { WebhookTopic } from '@roundtrip/core/webhooks';
import type { Config } from '../../config';
import type { RequestEventRow } from '../../db/schema';

const KLAVIYO_ORIGIN = 'https://a.klaviyo.com';

/** Klaviyo's API, or a test's fake (`integrationOrigins`). */
export const klaviyoOrigin = (config: Config): string => config.integrationOrigins?.klaviyo ?? KLAVIYO_ORIGIN;

/** Where a store's Klaviyo events go: Klaviyo's Events API. */
export function klaviyoEventsUrl(config: Config): string {
  return `${klaviyoOrigin(config)}${KLAVIYO_EVENTS_PATH}`;
}

/** Klaviyo authenticates the private key on every call; no signature. */
export function klaviyoHeaders(apiKey: string): Record<string, string> {
  return {
    authorization: `Klaviyo-API-Key ${apiKey}`,
    revision: KLAVIYO_REVISION,
    accept: 'application/json',
  };
}

/**
 * The stored body of one Klaviyo event: the shopper is the profile (by email), the message id is the
 * unique_id, so a retry or a replay records nothing twice.
 */
export function klaviyoEventJson(
  event: RequestEventRow,
  topic: WebhookTopic,
  messageId: string,
  request: { email: string; name: string; orderName: string },
): string {
  return JSON.stringify(
    klaviyoEventBody({
      topic,
      uniqueId: messageId,
      time: event.createdAt,
      email: request.email,
      properties: {
        request_id: event.requestId,
        request_name: request.name,
        order_name: request.orderName,
        from_status: event.fromStatus,
        to_status: event.toStatus,
      },
    }),
  );
}
