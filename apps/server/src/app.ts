import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ErrorBody } from '@roundtrip/core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { AppError, registerErrorHandler } from './errors';
import { accountExtensionRoutes } from './features/account-extension/account-extension.routes';
import { addressesRoutes } from './features/addresses/addresses.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { appsRoutes } from './features/apps/apps.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { automationRoutes } from './features/automation/automation.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { cancellationRoutes } from './features/cancellations/cancellations.routes';
import { couriersRoutes } from './features/couriers/couriers.routes';
import { customerAccountRoutes } from './features/customer-accounts/customer-accounts.routes';
import { damageDetectionRoutes } from './features/damage-detection/damage-detection.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { emailsRoutes } from './features/emails/emails.routes';
import { integrationsRoutes } from './features/integrations/integrations.routes';
import { klaviyoRoutes } from './features/klaviyo/klaviyo.routes';
import { labelsPublicRoutes, labelsRoutes } from './features/labels/labels.routes';
import { listsRoutes } from './features/lists/lists.routes';
import { locationsRoutes } from './features/locations/locations.routes';
import { merchantRequestsRoutes } from './features/merchant-requests/merchant-requests.routes';
import { specPathsRoutes } from './features/merchant-requests/spec-paths.routes';
import { organizationRoutes } from './features/organization/organization.routes';
import { paymentWebhooksRoutes } from './features/payments/payment-webhooks.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { portalRoutes } from './features/portal/portal.routes';
import { serveOrderList } from './features/portal/serve-order-list';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { reasonAdminRoutes } from './features/reasons/reason-admin.routes';
import { reasonsRoutes } from './features/reasons/reasons.routes';
import { savedFiltersRoutes } from './features/requests/filters/saved-filters.routes';
import { requestLogsRoutes } from './features/requests/logs/request-logs.routes';
import { requestActionsRoutes } from './features/requests/request-actions.routes';
import { requestsRoutes } from './features/requests/requests.routes';
import { reshipRoutes } from './features/requests/reship/reship.routes';
import { requestTagsRoutes } from './features/requests/tags/request-tags.routes';
import { riskRoutes } from './features/risk/risk.routes';
import { ruleExtrasRoutes } from './features/rules/rule-extras.routes';
import { rulesRoutes } from './features/rules/rules.routes';
import { dropOffPlacesRoutes } from './features/settings/drop-off-places/drop-off-places.routes';
import { settingsRoutes } from './features/settings/general/settings.routes';
import { policySettingsRoutes } from './features/settings/policies/policy-settings.routes';
import { refundTypesRoutes } from './features/settings/refund-types/refund-types.routes';
import {
  shopifyConnectionRoutes,
  shopifyInstallRoutes,
} from './features/shopify-connect/shopify-connect.routes';
import { shopifyFlowRoutes } from './features/shopify-flow/shopify-flow.routes';
import { shopifyWebhooksRoutes } from './features/shopify-webhooks/shopify-webhooks.routes';
import { storeLogoRoutes } from './features/store-profile/store-logo.routes';
import { storeProfileRoutes } from './features/store-profile/store-profile.routes';
import { acceptAppProxy, rewriteAppProxyUrl } from './features/storefront/app-proxy';
import { serveStorefrontPage } from './features/storefront/serve-storefront-page';
import { storefrontRoutes } from './features/storefront/storefront.routes';
import { taxRoutes } from './features/tax/tax.routes';
import { teamRoutes } from './features/team/team.routes';
import { mediaRoutes } from './features/uploads/media.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { wmsRoutes } from './features/wms/wms.routes';
import { workflowsRoutes } from './features/workflows/workflows.routes';
import { healthRoutes } from './health.routes';
import { refuseMalformedText } from './http/control-characters';
import { declareErrorResponses } from './http/error-responses';
import { refuseKeysInUrl } from './http/keys-in-urls';
import { refuseUnknownMethods } from './http/known-methods';
import { logSerializers } from './http/log-redaction';
import { refuseFormWithoutBoundary } from './http/multipart-form';
import { enforceRouteAccess } from './http/route-access';
import { registerSecurityHeaders } from './http/security-headers';
import { scopeRequestsToTheirStore } from './http/tenant-requests';
import { senderOf, startSender } from './outbox/queue';
import { demoImagesRoutes } from './platform/demo/images/demo-images.routes';
import {
  APP_BRIDGE_SCRIPT,
  type EmbeddedLoad,
  embeddedLoad,
  withAppBridge,
} from './platform/shopify/connection/embedded-framing';
import type { Lifecycle } from './readiness';

export type BuildAppOptions = Omit<Deps, 'sender'> & {
  /** Built web app to serve; absent in API-only tests. */
  webDist?: string;
  logger?: boolean;
  /** Where log lines go (tests read them); logging is on when given. */
  logStream?: { write(line: string): void };
  /** The process's state for the readiness probe (main.ts); absent: no job workers, never ready. */
  lifecycle?: Lifecycle;
};

const API_PREFIX = '/api';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { webDist, logger = false, logStream, lifecycle, ...rest } = options;
  // The one sender of this database, set here for every route (main.ts gives the workers the same).
  const deps: Deps = { ...rest, sender: senderOf(rest.db) };
  const app = Fastify({
    logger:
      logger || logStream
        ? {
            level: deps.config.logLevel,
            serializers: logSerializers,
            ...(logStream && { stream: logStream }),
          }
        : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // The storefront's `/apps/returns/api/…` and `/apps/returns/assets/…` reach the same routes (docs/shopify.md).
    rewriteUrl: (req) => rewriteAppProxyUrl(req.url ?? '/'),
    trustProxy: deps.config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // A slow or stalled client cannot hold a connection, or an upload's disk space, for long
    // (docs/limits.md). Node checks these every 30 s unless told; once a second keeps them close.
    requestTimeout: deps.config.requestTimeoutMs,
    http: { headersTimeout: deps.config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // A URL that is not valid percent-encoding (or an over-long parameter) answers in our error body.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.status(400).send({ message: error.message, code: 'VALIDATION_FAILED' } satisfies ErrorBody);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseUnknownMethods(app);
  acceptAppProxy(app, deps);
  app.addHook('onRequest', refuseKeysInUrl);
  scopeRequestsToTheirStore(app, deps.db, API_PREFIX);
  enforceRouteAccess(app, deps, API_PREFIX);
  app.addHook('preValidation', refuseMalformedText);
  app.addHook('preValidation', refuseFormWithoutBoundary);
  declareErrorResponses(app, API_PREFIX);
  // One decision per page request, read by the headers and by the page itself.
  const loads = new WeakMap<FastifyRequest, Promise<EmbeddedLoad | null>>();
  const embedded = (request: FastifyRequest) => {
    let load = loads.get(request);
    if (!load) {
      load = embeddedLoad(deps.config, request.url, deps.clock());
      loads.set(request, load);
    }
    return load;
  };
  await registerSecurityHeaders(app, webDist, async (request) => {
    const load = await embedded(request);
    return load && { frameAncestors: load.frameAncestors, script: APP_BRIDGE_SCRIPT };
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Roundtrip API',
        version: '0.1.0',
        description: 'Returns and exchanges for Shopify stores',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // Its validator badge would load from an outside host, which the CSP refuses anyway.
    uiConfig: { validatorUrl: null },
  });

  // The job sender readies its queues as the owner before any request holds a transaction (on PGlite,
  // the only connection). A PostgreSQL that is down now only fails readiness: sending needs no start.
  await startSender(deps.sender).catch(() => undefined);
  app.decorateRequest('auth', null);
  await app.register(demoImagesRoutes);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps, lifecycle));
      await api.register(authRoutes(deps));
      await api.register(portalRoutes(deps));
      await api.register(cancellationRoutes(deps));
      // The shopper signed in with their Shopify customer account (docs/shopify.md).
      await api.register(customerAccountRoutes(deps));
      // The Shopify customer signed in to the shop, as the app proxy's signature says.
      await api.register(storefrontRoutes(deps));
      await api.register(reasonsRoutes(deps));
      await api.register(uploadsRoutes(deps));
      // The shopper's label (session) and couriers' tracking webhooks (store from our label record).
      await api.register(labelsPublicRoutes(deps));
      await api.register(storeLogoRoutes(deps));
      // Signed by Shopify (HMAC), not by a user token.
      await api.register(shopifyWebhooksRoutes(deps));
      await api.register(shopifyFlowRoutes(deps));
      // Signed by the payment providers; the sandbox page and the portal's payment (docs/payments.md).
      await api.register(paymentWebhooksRoutes(deps));
      await api.register(shopifyInstallRoutes(deps));
      // Shopify's customer account extension, signed in by its session token (docs/shopify.md).
      await api.register(accountExtensionRoutes(deps));
      // Merchant routes: each declares the permission it needs (`config.access`, http/route-access.ts).
      await api.register(async (secured) => {
        await secured.register(dashboardRoutes(deps));
        await secured.register(settingsRoutes(deps));
        await secured.register(requestsRoutes(deps));
        await secured.register(requestActionsRoutes(deps));
        await secured.register(savedFiltersRoutes(deps));
        await secured.register(requestTagsRoutes(deps));
        await secured.register(requestLogsRoutes(deps));
        await secured.register(reshipRoutes(deps));
        await secured.register(policySettingsRoutes(deps));
        await secured.register(rulesRoutes(deps));
        await secured.register(workflowsRoutes(deps));
        await secured.register(automationRoutes(deps));
        await secured.register(ruleExtrasRoutes(deps));
        await secured.register(taxRoutes(deps));
        await secured.register(refundTypesRoutes(deps));
        await secured.register(reasonAdminRoutes(deps));
        await secured.register(mediaRoutes(deps));
        await secured.register(locationsRoutes(deps));
        await secured.register(emailsRoutes(deps));
        await secured.register(privacyRoutes(deps));
        await secured.register(shopifyConnectionRoutes(deps));
        await secured.register(dropOffPlacesRoutes(deps));
        await secured.register(listsRoutes(deps));
        await secured.register(auditRoutes(deps));
        await secured.register(riskRoutes(deps));
        await secured.register(paymentsRoutes(deps));
        await secured.register(wmsRoutes(deps));
        await secured.register(teamRoutes(deps));
        await secured.register(couriersRoutes(deps));
        await secured.register(labelsRoutes(deps));
        await secured.register(addressesRoutes(deps));
        await secured.register(billingRoutes(deps));
        await secured.register(organizationRoutes(deps));
        await secured.register(storeProfileRoutes(deps));
        await secured.register(merchantRequestsRoutes(deps));
        await secured.register(specPathsRoutes(deps));
        await secured.register(damageDetectionRoutes(deps));
        await secured.register(analyticsRoutes(deps));
        await secured.register(webhooksRoutes(deps));
        await secured.register(appsRoutes(deps));
        await secured.register(integrationsRoutes(deps));
        await secured.register(klaviyoRoutes(deps));
      });
      api.setNotFoundHandler((request) => {
        throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: API_PREFIX },
  );

  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await serveWeb(app, webDist, embedded);
    await serveOrderList(app, deps, webDist);
    await serveStorefrontPage(app, deps, webDist);
  }
  return app;
}

/** A `..` segment, percent-encoded or not (or a path that does not decode): never a page of the app. */
function hasDotDot(path: string): boolean {
  try {
    return decodeURIComponent(path).split(/[/\\]/).includes('..');
  } catch {
    return true;
  }
}

/** The single-page app: hashed assets cached for a year, every other GET answers index.html. */
async function serveWeb(
  app: FastifyInstance,
  webDist: string,
  embedded: (request: FastifyRequest) => Promise<EmbeddedLoad | null>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    // The web build writes .br and .gz beside every asset: phones on slow networks get a third of the bytes.
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own default (max-age=0) would override it.
    cacheControl: false,
    // Folders ('/' included) and climbs out of the root go to the handler below: without an index the
    // plugin would answer a folder asked without Accept-Encoding with an error.
    allowedPath: (path) => !path.endsWith('/') && !hasDotDot(path),
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The static plugin's GET wildcard also sees unknown API paths: those stay JSON 404s.
    if (path.startsWith(`${API_PREFIX}/`))
      throw new AppError('NOT_FOUND', `No API route ${request.method} ${path}`);
    if (hasDotDot(path)) throw new AppError('NOT_FOUND', 'No such file');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${path}`);
    }
    reply.header('cache-control', 'no-cache');
    const load = request.method === 'GET' ? await embedded(request) : null;
    if (!load) return reply.sendFile('index.html');
    const html = await readFile(join(webDist, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withAppBridge(html, load.apiKey));
  });
}
