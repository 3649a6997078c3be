import fastifyMultipart from '@fastify/multipart';
import { idParams, sessionQuery, UPLOAD_LIMITS, uploadResponse } from '@roundtrip/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { type MediaFile, readMediaForSession } from './read-media';
import { MAX_UPLOAD_REQUEST_BYTES } from './upload-limits';
import { uploadMedia } from './upload-media';

const tags = ['uploads'];
const security: [] = [];

/** Stored files go back with headers that stop a browser from running or re-guessing them. */
export function sendMedia(reply: FastifyReply, file: MediaFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, max-age=300')
    .send(file.stream);
}

/** Shopper uploads (public scope, `?session=`). */
export const uploadsRoutes =
  (deps: Deps, storage: Storage = storageFor(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    // Partial files of uploads a crash cut short: no request outlives the request timeout, so one idle
    // for twice that is dead (docs/limits.md).
    const swept = await storage.removePartials(2 * deps.config.requestTimeoutMs);
    if (swept > 0) app.log.info({ swept }, 'removed partial uploads left by a crash');
    // An answer sent before the body is read (a refusal) closes the connection: keeping it alive would
    // make Node read the rest of the body, however large, before the next request. (`=== false`: the
    // requests of app.inject have no such flag and no connection.)
    app.addHook('onSend', async (request, reply) => {
      if (request.raw.complete === false) reply.header('connection', 'close');
    });
    await app.register(fastifyMultipart, {
      limits: {
        // Out of reach on purpose: at its limit busboy truncates the file and then reads and discards
        // the rest of the body at full speed. Our own count (per file and per upload) refuses first
        // and simply stops reading.
        fileSize: MAX_UPLOAD_REQUEST_BYTES + 1,
        files: UPLOAD_LIMITS.maxFilesPerRequest,
        fields: 10,
        parts: UPLOAD_LIMITS.maxFilesPerRequest + 10,
        fieldSize: 1024,
      },
    });

    app.post(
      '/customer/v1/upload',
      {
        schema: {
          tags,
          security,
          summary: 'Upload photos or videos (multipart field "files")',
          consumes: ['multipart/form-data'],
          querystring: sessionQuery,
          response: { 201: uploadResponse },
        },
        // The bytes arrive for up to the request timeout: uploadMedia opens the wall for its writes only.
        config: { access: 'public', tenantScope: false },
      },
      async (request, reply) => {
        const length = Number(request.headers['content-length']);
        const result = await uploadMedia(deps, storage, {
          sessionId: request.query.session,
          ip: request.ip,
          contentLength: Number.isFinite(length) ? length : undefined,
          parts: async function* () {
            for await (const part of request.files()) yield { filename: part.filename, stream: part.file };
          },
        });
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/customer/v1/media/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'A file this session uploaded or that belongs to its order',
          params: idParams,
          querystring: sessionQuery,
        },
      },
      async (request, reply) =>
        sendMedia(
          reply,
          await readMediaForSession(deps, storage, {
            sessionId: request.query.session,
            mediaId: request.params.id,
          }),
        ),
    );
  };
