// Klaviyo: docs/klaviyo.md.
import { z } from 'zod';
import { WEBHOOK_TOPICS } from '../webhooks/topics';

const klaviyoTopics = z
  .array(z.enum(WEBHOOK_TOPICS, { error: 'Choose events from the list' }))
  .min(1, 'Choose at least one event to send');

/** PUT /klaviyo/v1: a private API key (Klaviyo → Settings → API keys), with the events:write scope. */
export const klaviyoConnectBody = z.object({
  api_key: z
    .string({ error: 'Enter your Klaviyo private API key' })
    .trim()
    .regex(/^pk_[A-Za-z0-9_-]{20,200}$/, { error: 'Enter a Klaviyo private API key (it starts with pk_)' }),
  /** The request events sent to Klaviyo; left out: every topic on a first connect, the kept choice after. */
  topics: klaviyoTopics.optional(),
});
export type KlaviyoConnectBody = z.infer<typeof klaviyoConnectBody>;

/** GET/PUT /klaviyo/v1: the key itself is never shown again, only its last four characters. */
export const klaviyoView = z.object({
  connected: z.boolean(),
  key_last4: z.string().nullable(),
  /** False once Klaviyo answered 410 or failed for the whole retry schedule: connect again to resume. */
  enabled: z.boolean(),
  disabled_reason: z.enum(['gone', 'exhausted', 'merchant']).nullable(),
  failing_since: z.string().nullable(),
  connected_at: z.string().nullable(),
  /** The request events sent as Klaviyo events (empty while not connected). */
  topics: z.array(z.enum(WEBHOOK_TOPICS)),
});
export type KlaviyoView = z.infer<typeof klaviyoView>;
