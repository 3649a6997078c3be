import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoImageSvg } from './demo-image';

const params = z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.(jpg|png|svg)$/, 'Unknown image') });

/** Pictures of the demo catalogue (`/demo-images/<product-slug>.jpg`), generated, never fetched from afar. */
export const demoImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/demo-images/:file', { schema: { hide: true, params } }, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(demoImageSvg(request.params.file)),
  );
};
