import {
  appList,
  appParams,
  appPermissionList,
  appView,
  appWithKey,
  createAppBody,
  deletedApp,
  updateAppBody,
} from '@roundtrip/core';
import { APP_SCOPE_LABELS, APP_SCOPE_PERMISSIONS, APP_SCOPES } from '@roundtrip/core/apps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { createApp } from './create-app';
import { deactivateApp } from './deactivate-app';
import { deleteApp } from './delete-app';
import { getApp } from './get-app';
import { integrateApp } from './integrate-app';
import { listApps } from './list-apps';
import { updateApp } from './update-app';

const tags = ['apps'];
const access = 'setting.integration.edit' as const;

/** Apps and their API keys (docs/apps.md): the product's exact paths. */
export const appsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const storeOf = (request: Parameters<typeof authOf>[0]) => authOf(request).storeId;
    app.get(
      '/app-permission/v1/get-permission',
      {
        config: { access },
        schema: { tags, summary: 'The scopes an app can be granted', response: { 200: appPermissionList } },
      },
      async () => ({
        docs: APP_SCOPES.map((scope) => ({
          scope,
          label: APP_SCOPE_LABELS[scope],
          permissions: [...APP_SCOPE_PERMISSIONS[scope]],
        })),
      }),
    );
    app.get(
      '/app/v1/app-list',
      { config: { access }, schema: { tags, summary: 'The store’s apps', response: { 200: appList } } },
      async (request) => ({ docs: await listApps(deps, storeOf(request)) }),
    );
    app.get(
      '/app-integration/v1/app-list',
      {
        config: { access },
        schema: { tags, summary: 'The integrated (active) apps', response: { 200: appList } },
      },
      async (request) => ({ docs: await listApps(deps, storeOf(request), true) }),
    );
    app.post(
      '/app/v1/create-app',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Create an app; its API key is in this answer only',
          body: createAppBody,
          response: { 200: appWithKey },
        },
      },
      async (request) => createApp(deps, authOf(request), request.body),
    );
    app.get(
      '/app/v1/details/:id',
      {
        config: { access },
        schema: { tags, summary: 'An app (never its key)', params: appParams, response: { 200: appView } },
      },
      async (request) => getApp(deps, storeOf(request), request.params.id),
    );
    app.post(
      '/app/v1/update-app',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Rename or rescope an app',
          body: updateAppBody,
          response: { 200: appView },
        },
      },
      async (request) => updateApp(deps, authOf(request), request.body),
    );
    app.delete(
      '/app/v1/delete-app/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Delete an app and its key',
          params: appParams,
          response: { 200: deletedApp },
        },
      },
      async (request) => deleteApp(deps, authOf(request), request.params.id),
    );
    app.post(
      '/app-integration/v1/integrate-app/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Activate an app with a new API key, shown in this answer only',
          params: appParams,
          response: { 200: appWithKey },
        },
      },
      async (request) => integrateApp(deps, authOf(request), request.params.id),
    );
    app.post(
      '/app-integration/v1/deactivate/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Deactivate an app: its key stops at once',
          params: appParams,
          response: { 200: appView },
        },
      },
      async (request) => deactivateApp(deps, authOf(request), request.params.id),
    );
  };
