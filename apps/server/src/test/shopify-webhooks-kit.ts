// Shopify webhooks for tests: signed exactly as Shopify signs them (base64 HMAC-SHA256 of the raw
// body with the app's client secret), sent through the real endpoint, then processed the way the
// webhook worker does.
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { shopifyWebhooks } from '../db/schema';
import type { Deps } from '../deps';
import { processWebhook } from '../features/shopify-webhooks/process-webhook';

const WEBHOOK_SECRET = 'shpss_test-client-secret-for-webhooks';

const webhookConfig = (config: Config): Config => ({
  ...config,
  shopify: { apiKey: 'test-client-id', apiSecret: WEBHOOK_SECRET, appUrl: 'http://127.0.0.1:9' },
});

/** The app as a Shopify-connected deployment runs it: the same deps, with the app's client secret. */
export async function buildWebhookApp(deps: Deps): Promise<FastifyInstance> {
  const app = await buildApp({ ...deps, config: webhookConfig(deps.config) });
  await app.ready();
  return app;
}

export const signBody = (body: string | Buffer, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

export type Delivery = {
  topic: string;
  shop: string;
  payload: unknown;
  /** The same event id twice is one event delivered twice. */
  eventId?: string;
  headers?: Record<string, string>;
};

/** Sends one signed delivery; answers the response (status 200 `{ status }` when accepted). */
export function deliver(app: FastifyInstance, d: Delivery) {
  const body = JSON.stringify(d.payload);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/shopify',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': d.topic,
      'x-shopify-shop-domain': d.shop,
      'x-shopify-hmac-sha256': signBody(body),
      'x-shopify-event-id': d.eventId ?? randomUUID(),
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-api-version': '2026-10',
      'x-shopify-triggered-at': new Date().toISOString(),
      ...d.headers,
    },
  });
}

/** Runs every accepted webhook that is still pending, as the worker would (one attempt each, in order). */
export async function processPendingWebhooks(deps: Deps): Promise<void> {
  const pending = await deps.db
    .select({ id: shopifyWebhooks.id })
    .from(shopifyWebhooks)
    .where(eq(shopifyWebhooks.status, 'pending'))
    .orderBy(shopifyWebhooks.receivedAt);
  for (const row of pending) await processWebhook(deps, row.id, { final: false });
}

/** Delivers and processes at once; throws unless Shopify would have had its 200. */
export async function deliverAndProcess(app: FastifyInstance, deps: Deps, d: Delivery): Promise<void> {
  const res = await deliver(app, d);
  if (res.statusCode !== 200) throw new Error(`webhook ${d.topic}: ${res.statusCode} ${res.body}`);
  await processPendingWebhooks(deps);
}
