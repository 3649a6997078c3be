// Outgoing webhooks: docs/webhooks.md.
import { z } from 'zod';
import { WEBHOOK_TOPICS } from '../webhooks/topics';

const webhookUrl = z
  .url({ protocol: /^https?$/, error: 'Enter a web address starting with https:// or http://' })
  .max(2000, { error: 'The address is too long' });

const topics = z
  .array(z.enum(WEBHOOK_TOPICS, { error: 'Unknown topic' }))
  .min(1, { error: 'Choose at least one topic' })
  .max(WEBHOOK_TOPICS.length);

/** GET /webhook-topic/v1/list */
export const webhookTopicListResponse = z.object({ topics: z.array(z.enum(WEBHOOK_TOPICS)) });

/** POST /webhook/v1/create */
export const webhookCreateBody = z.object({ url: webhookUrl, topics });
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

/** PUT /webhook/v1/update/{id}: what is given changes; `enabled: true` turns a disabled endpoint back on. */
export const webhookUpdateBody = z.object({
  url: webhookUrl.optional(),
  topics: topics.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBody>;

export const webhookParams = z.object({ id: z.uuid({ error: 'Not found' }) });

export const webhookView = z.object({
  id: z.string(),
  url: z.string(),
  topics: z.array(z.enum(WEBHOOK_TOPICS)),
  enabled: z.boolean(),
  /** Why it is off: `gone` (answered 410), `exhausted` (failed for three days), `merchant`. */
  disabled_reason: z.enum(['gone', 'exhausted', 'merchant']).nullable(),
  failing_since: z.string().nullable(),
  /** While a rotation is in its 24 hours the old secret also signs, until then. */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookView = z.infer<typeof webhookView>;

export const webhookListResponse = z.object({ docs: z.array(webhookView) });

/** The secret is shown at creation and on request ("Reveal"); rotation answers the new one. */
export const webhookSecretResponse = z.object({
  secret: z.string(),
  previous_secret_expires_at: z.string().nullable(),
});

export const webhookCreatedResponse = webhookView.extend({ secret: z.string() });

export const webhookLogQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const webhookAttemptView = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt of one message. */
  delivery_id: z.string(),
  topic: z.enum(WEBHOOK_TOPICS),
  attempt: z.number().int(),
  /** Null when no answer came (refused address, timeout, connection error). */
  response_status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  response_excerpt: z.string(),
  delivery_status: z.enum(['pending', 'delivered', 'failed']),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookAttemptView = z.infer<typeof webhookAttemptView>;

export const webhookLogResponse = z.object({
  docs: z.array(webhookAttemptView),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const webhookDeliveryParams = z.object({
  id: z.string().regex(/^msg_[0-9a-f]{32}$/, { error: 'Not found' }),
});

export const webhookReplayResponse = z.object({ delivery_id: z.string() });
export const webhookDeletedResponse = z.object({ id: z.string() });
