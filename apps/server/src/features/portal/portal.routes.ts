import {
  anyRefundPreviewResponse,
  createRequestBody,
  createSessionBody,
  createSessionResponse,
  idempotencyHeaders,
  openRequestLinkBody,
  openRequestLinkResponse,
  portalCatalogueQuery,
  portalCatalogueResponse,
  portalDropOffPlacesResponse,
  portalRequestDetails,
  portalStore,
  portalUpsellsQuery,
  portalUpsellsResponse,
  productIdParams,
  productVariantsQuery,
  productVariantsResponse,
  refundPreviewBody,
  requestIdParams,
  sessionDataResponse,
  sessionParams,
  sessionQuery,
  storeHandleParams,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { browseCatalogue } from './browse-catalogue';
import { createRequest } from './create-request';
import { createSession } from './create-session';
import { getDropOffPlaces } from './get-drop-off-places';
import { getPortalStore } from './get-portal-store';
import { getProductVariants } from './get-product-variants';
import { getRequestDetails } from './get-request-details';
import { getSessionData } from './get-session-data';
import { getUpsells } from './get-upsells';
import { openRequestLink } from './open-request-link';
import { previewRefund } from './preview-refund';

const tags = ['portal'];
const security: [] = [];

/** The shopper portal (public scope): a session id, not a merchant token, opens the order's data. */
export const portalRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Session data is personal: no shared cache may keep it.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/customer/v1/store/:handle',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "A store's portal face",
          params: storeHandleParams,
          response: { 200: portalStore },
        },
      },
      async (request) => getPortalStore(deps, request.params.handle),
    );

    app.post(
      '/customer/v1/session-data',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Find an order by number and email or phone; open a 24-hour session',
          body: createSessionBody,
          response: { 201: createSessionResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSession(deps, { ...request.body, ip: request.ip })),
    );

    app.post(
      '/customer/v1/request-link',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "Open an email's signed link: a 24-hour session on the request's order",
          body: openRequestLinkBody,
          response: { 201: openRequestLinkResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await openRequestLink(deps, { ...request.body, ip: request.ip })),
    );

    const readSession = {
      config: { access: 'public' as const },
      schema: {
        tags,
        security,
        summary: "The session's order, item eligibility and requests",
        params: sessionParams,
        response: { 200: sessionDataResponse },
      },
    };
    app.post('/customer/v1/session-data/:session_id', readSession, async (request) =>
      getSessionData(deps, request.params.session_id),
    );
    app.get('/customer/v1/session-data/:session_id', readSession, async (request) =>
      getSessionData(deps, request.params.session_id),
    );

    app.get(
      '/customer/v1/products/:product_id/variants',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Variants a shopper may exchange to',
          params: productIdParams,
          querystring: productVariantsQuery,
          response: { 200: productVariantsResponse },
        },
      },
      async (request) =>
        getProductVariants(deps, {
          sessionId: request.query.session,
          productId: request.params.product_id,
          lineItemId: request.query.line_item_id,
          reasonId: request.query.reason_id,
        }),
    );

    app.get(
      '/customer/v1/upsells',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "Upsell rules matching the session's order (exchange page)",
          querystring: portalUpsellsQuery,
          response: { 200: portalUpsellsResponse },
        },
      },
      async (request) =>
        getUpsells(deps, {
          sessionId: request.query.session,
          lineItemId: request.query.line_item_id,
          reasonId: request.query.reason_id,
        }),
    );

    app.get(
      '/customer/v1/catalogue',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Other products an item may be exchanged for (exchange with other products)',
          querystring: portalCatalogueQuery,
          response: { 200: portalCatalogueResponse },
        },
      },
      async (request) =>
        browseCatalogue(deps, {
          sessionId: request.query.session,
          lineItemId: request.query.line_item_id,
          reasonId: request.query.reason_id,
          query: request.query.query,
          collectionId: request.query.collection_id,
          after: request.query.after,
        }),
    );

    app.post(
      '/customer/v1/refund-preview',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Refund and price-difference preview',
          body: refundPreviewBody,
          response: { 200: anyRefundPreviewResponse },
        },
      },
      async (request) => previewRefund(deps, request.body),
    );

    app.post(
      '/customer/v1/requests',
      {
        config: { access: 'public', preparedStatements: true },
        schema: {
          tags,
          security,
          summary: 'Submit a return or exchange (Idempotency-Key header)',
          headers: idempotencyHeaders,
          body: createRequestBody,
          response: { 201: portalRequestDetails },
        },
      },
      async (request, reply) => {
        const created = await createRequest(deps, {
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        // A repeat with the same key and body answers as the first call did: 201 (docs/limits.md).
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/customer/v1/drop-off-places',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "The store's drop-off places, for a shopper who drops the parcel off",
          querystring: sessionQuery,
          response: { 200: portalDropOffPlacesResponse },
        },
      },
      async (request) => getDropOffPlaces(deps, request.query.session),
    );

    app.get(
      '/customer/v1/requests/:request_id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "A request of the session's order",
          params: requestIdParams,
          querystring: sessionQuery,
          response: { 200: portalRequestDetails },
        },
      },
      async (request) =>
        getRequestDetails(deps, { sessionId: request.query.session, requestId: request.params.request_id }),
    );
  };
