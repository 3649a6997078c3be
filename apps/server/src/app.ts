import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { AppError, registerErrorHandler } from './errors';
import { authRoutes } from './features/auth/auth.routes';
import { authenticate } from './features/auth/authenticate';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { healthRoutes } from './features/health/health.routes';
import { settingsRoutes } from './features/settings/settings.routes';

export type BuildAppOptions = Deps & {
  /** Built web app to serve; absent in API-only tests. */
  webDist?: string;
  logger?: boolean;
};

export const API_PREFIX = '/api';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { webDist, logger = false, ...deps } = options;
  const app = Fastify({
    logger: logger ? { level: deps.config.logLevel } : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
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
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  app.decorateRequest('auth', null);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps));
      // Everything registered in this scope needs a valid access token.
      await api.register(async (secured) => {
        secured.addHook('onRequest', async (request) => {
          request.auth = await authenticate(deps, request.headers.authorization);
        });
        await secured.register(dashboardRoutes(deps));
        await secured.register(settingsRoutes(deps));
      });
      api.setNotFoundHandler((request) => {
        throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: API_PREFIX },
  );

  if (webDist && existsSync(join(webDist, 'index.html'))) await serveWeb(app, webDist);
  return app;
}

/** The single-page app: hashed assets cached for a year, every other GET answers index.html. */
async function serveWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
