import type { FastifyRequest } from 'fastify';
import { AppError, BROKEN_FORM_MESSAGE } from '../errors';

/**
 * preValidation for every route: a multipart body must name its boundary, or no part of it can be read.
 * Refused here, before a handler asks the multipart plugin for its files (docs/security.md).
 */
export async function refuseFormWithoutBoundary(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'];
  if (!type || !/^\s*multipart\//i.test(type)) return;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  if (!boundary?.[1] && !boundary?.[2])
    throw new AppError('VALIDATION_FAILED', BROKEN_FORM_MESSAGE, {
      'header:content-type': BROKEN_FORM_MESSAGE,
    });
}
