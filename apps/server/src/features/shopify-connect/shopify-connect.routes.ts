import {
  adminTokenConnectBody,
  clientCredentialsConnectBody,
  errorBody,
  loginTicketBody,
  loginTicketResponse,
  shopifyCallbackQuery,
  shopifyConnectionStatus,
  shopifyConnectResponse,
  shopifyInstallQuery,
  shopifySettingsBody,
  shopifyStaffLinkBody,
  shopifyStaffLinkResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { beginInstall } from './begin-install';
import { completeInstall } from './complete-install';
import { connectAdminToken } from './connect-admin-token';
import { connectClientCredentials } from './connect-client-credentials';
import { disconnectStore } from './disconnect-store';
import { startEmbeddedSession } from './embedded-session';
import { getConnectionStatus } from './get-connection-status';
import { redeemLoginTicket } from './login-tickets';
import { getShopifySettings, saveShopifySettings } from './shopify-settings';
import { linkStaffMember } from './staff-links';

const tags = ['shopify'];
const redirect = { 302: z.null().describe('To Shopify, or back into Roundtrip'), 409: errorBody };

/** Before a merchant has a Roundtrip login: Shopify's redirects and the embedded admin's first load. */
export const shopifyInstallRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shopify/v1/install',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Start an OAuth install for a shop',
          querystring: shopifyInstallQuery,
          response: redirect,
        },
      },
      async (request, reply) => reply.redirect(await beginInstall(deps, request.query.shop)),
    );

    app.get(
      '/shopify/v1/callback',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Shopify's OAuth redirect back",
          querystring: shopifyCallbackQuery,
          response: redirect,
        },
      },
      async (request, reply) => reply.redirect(await completeInstall(deps, request.query)),
    );

    app.post(
      '/shopify/v1/login-ticket',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Spend the one-time link an install ends on (and set the first password)',
          body: loginTicketBody,
          response: { 200: loginTicketResponse },
        },
      },
      async (request) => redeemLoginTicket(deps, request.body),
    );

    app.post(
      '/shopify/v1/embedded-session',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign in inside the Shopify admin with an App Bridge session token',
          headers: z.object({ authorization: z.string().optional() }),
          response: { 200: loginTicketResponse },
        },
      },
      async (request) => {
        const token = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
        if (!token)
          throw new AppError('UNAUTHENTICATED', 'Send the App Bridge session token as a Bearer token');
        return startEmbeddedSession(deps, token);
      },
    );
  };

/** Settings → Shopify, behind a merchant token. */
export const shopifyConnectionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shopify/v1/connection',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: "The store's Shopify connection",
          response: { 200: shopifyConnectionStatus },
        },
      },
      async (request) => getConnectionStatus(deps, authOf(request).storeId),
    );

    app.get(
      '/shopify/v1/settings',
      {
        config: { access: 'member' },
        schema: { tags, summary: "The store's Shopify settings", response: { 200: shopifySettingsBody } },
      },
      async (request) => getShopifySettings(deps, authOf(request).storeId),
    );

    app.put(
      '/shopify/v1/settings',
      {
        config: { access: 'setting.integration.edit' },
        schema: {
          tags,
          summary: 'Choose how exchanges ship: a new order, or added to the original order',
          body: shopifySettingsBody,
          response: { 200: shopifySettingsBody },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.integration.edit');
        return saveShopifySettings(deps, auth.storeId, request.body);
      },
    );

    app.post(
      '/shopify/v1/staff-link',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Link the signed-in user to their Shopify staff account (session token `sub`)',
          body: shopifyStaffLinkBody,
          response: { 200: shopifyStaffLinkResponse },
        },
      },
      async (request) => linkStaffMember(deps, authOf(request), request.body.session_token),
    );

    app.post(
      '/shopify/v1/connection/admin-token',
      {
        config: { access: 'setting.integration.edit' },
        schema: {
          tags,
          summary: 'Connect with an Admin API access token',
          body: adminTokenConnectBody,
          response: { 200: shopifyConnectResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.integration.edit');
        return connectAdminToken(deps, auth, request.body);
      },
    );

    app.post(
      '/shopify/v1/connection/client-credentials',
      {
        config: { access: 'setting.integration.edit' },
        schema: {
          tags,
          summary: 'Connect a Dev Dashboard app by client credentials',
          body: clientCredentialsConnectBody,
          response: { 200: shopifyConnectResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.integration.edit');
        return connectClientCredentials(deps, auth, request.body);
      },
    );

    app.delete(
      '/shopify/v1/connection',
      {
        config: { access: 'setting.integration.edit' },
        schema: { tags, summary: "Forget the store's Shopify tokens", response: { 204: z.null() } },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.integration.edit');
        await disconnectStore(deps, auth.storeId);
        reply.status(204);
        return null;
      },
    );
  };
