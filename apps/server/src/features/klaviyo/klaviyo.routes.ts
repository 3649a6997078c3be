import { klaviyoConnectBody, klaviyoView } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { connectKlaviyo, disconnectKlaviyo, getKlaviyo } from './klaviyo-connection';

const tags = ['integrations'];
const access = { access: 'setting.integration.edit' } as const;

/** Klaviyo (docs/klaviyo.md): connect with a private API key, see it, disconnect. */
export const klaviyoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const store = (request: Parameters<typeof authOf>[0]) => authOf(request).storeId;
    app.get(
      '/klaviyo/v1',
      { config: access, schema: { tags, summary: 'The Klaviyo connection', response: { 200: klaviyoView } } },
      async (request) => getKlaviyo(deps, store(request)),
    );
    app.put(
      '/klaviyo/v1',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Connect Klaviyo with a private API key checked with Klaviyo (or replace the key or topics)',
          body: klaviyoConnectBody,
          response: { 200: klaviyoView },
        },
      },
      async (request) => connectKlaviyo(deps, store(request), request.body),
    );
    app.delete(
      '/klaviyo/v1',
      { config: access, schema: { tags, summary: 'Disconnect Klaviyo', response: { 200: klaviyoView } } },
      async (request) => disconnectKlaviyo(deps, store(request)),
    );
  };
