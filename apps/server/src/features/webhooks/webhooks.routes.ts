import {
  webhookCreateBody,
  webhookCreatedResponse,
  webhookDeletedResponse,
  webhookDeliveryParams,
  webhookListResponse,
  webhookLogQuery,
  webhookLogResponse,
  webhookParams,
  webhookReplayResponse,
  webhookSecretResponse,
  webhookTopicListResponse,
  webhookUpdateBody,
  webhookView,
} from '@roundtrip/core';
import { WEBHOOK_TOPICS } from '@roundtrip/core/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listWebhooks } from './list-webhooks';
import { replayWebhookDelivery } from './replay-webhook-delivery';
import { updateWebhook } from './update-webhook';
import { webhookLog } from './webhook-log';
import { revealWebhookSecret, rotateWebhookSecret } from './webhook-secret';
import { endpointOf, toWebhookView } from './webhook-view';

const tags = ['webhooks'];
// Reading an endpoint is editing-level too: its log shows what the store's systems answered.
const edit = { access: 'setting.webhook.edit' } as const;

/** Outgoing webhooks (docs/webhooks.md): endpoints, secrets and rotation, the log, replay. */
export const webhooksRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const store = (request: Parameters<typeof authOf>[0]) => authOf(request).storeId;
    app.get(
      '/webhook-topic/v1/list',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Topics a webhook may subscribe to',
          response: { 200: webhookTopicListResponse },
        },
      },
      async () => ({ topics: [...WEBHOOK_TOPICS] }),
    );
    app.get(
      '/webhook/v1/list',
      {
        config: edit,
        schema: { tags, summary: "The store's webhooks", response: { 200: webhookListResponse } },
      },
      async (request) => listWebhooks(deps, store(request)),
    );
    app.post(
      '/webhook/v1/create',
      {
        config: edit,
        schema: {
          tags,
          summary: 'Add a webhook endpoint; its secret is in the answer',
          body: webhookCreateBody,
          response: { 200: webhookCreatedResponse },
        },
      },
      async (request) => createWebhook(deps, store(request), request.body),
    );
    app.put(
      '/webhook/v1/update/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: 'Change, turn off or turn on a webhook endpoint',
          params: webhookParams,
          body: webhookUpdateBody,
          response: { 200: webhookView },
        },
      },
      async (request) => updateWebhook(deps, store(request), request.params.id, request.body),
    );
    app.delete(
      '/webhook/v1/delete/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: 'Delete a webhook endpoint with its log',
          params: webhookParams,
          response: { 200: webhookDeletedResponse },
        },
      },
      async (request) => deleteWebhook(deps, store(request), request.params.id),
    );
    app.get(
      '/app-integration/v1/webhook/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: 'One webhook endpoint',
          params: webhookParams,
          response: { 200: webhookView },
        },
      },
      async (request) =>
        toWebhookView(await endpointOf(deps.db, store(request), request.params.id), deps.clock()),
    );
    app.get(
      '/app-integration/v1/get-secret-key/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: "Reveal a webhook's signing secret",
          params: webhookParams,
          response: { 200: webhookSecretResponse },
        },
      },
      async (request) => revealWebhookSecret(deps, store(request), request.params.id),
    );
    app.post(
      '/app-integration/v1/generate-secret-key/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: 'Rotate the signing secret; the old one also signs for 24 hours',
          params: webhookParams,
          response: { 200: webhookSecretResponse },
        },
      },
      async (request) => rotateWebhookSecret(deps, store(request), request.params.id),
    );
    app.get(
      '/webhook-log/v1/get/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: "A webhook's delivery attempts, newest first",
          params: webhookParams,
          querystring: webhookLogQuery,
          response: { 200: webhookLogResponse },
        },
      },
      async (request) => webhookLog(deps, store(request), request.params.id, request.query),
    );
    app.post(
      '/webhook-log/v1/replay/:id',
      {
        config: edit,
        schema: {
          tags,
          summary: 'Send a delivery again (same webhook-id, a fresh retry schedule)',
          params: webhookDeliveryParams,
          response: { 200: webhookReplayResponse },
        },
      },
      async (request) => replayWebhookDelivery(deps, store(request), request.params.id),
    );
  };
