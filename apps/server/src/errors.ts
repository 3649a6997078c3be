import {
  type ErrorBody,
  type ErrorCode,
  errorCodes,
  type ShopperMessage,
  shopperEnglish,
  shopperMessage,
} from '@roundtrip/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isConnectionLoss } from './db/connection-loss';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The refusal as a code the portal words in the shopper's language: the body's `reason`. */
    readonly shopper?: ShopperMessage,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

/**
 * An outside service (the commerce platform) could not be reached or answered nothing usable: not an
 * AppError, so the outbox counts it as temporary and tries again; an HTTP request gets 503.
 */
export class UpstreamUnavailableError extends Error {}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);

// busboy's refusals of a multipart body it cannot read (a missing boundary, a body cut short): plain
// Errors without a code, so their sentences are how to know them. The client's doing: a 400.
const BROKEN_FORM =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;
export const BROKEN_FORM_MESSAGE =
  'This multipart form is broken (no boundary, or cut short): send it again as multipart/form-data with a boundary';
const isBrokenForm = (error: Error) => BROKEN_FORM.test(error.message);

/**
 * A refusal a shopper reads: `message` (and the field's message) in the API's English, `reason` the
 * code and parameters the portal translates.
 */
export function shopperError(
  code: ErrorCode,
  reason: ShopperMessage,
  field?: string,
  headers?: Record<string, string>,
): AppError {
  const message = shopperEnglish(reason);
  // Only the code and parameters go out: a refusal value may carry more (the field it is about).
  const wire: ShopperMessage = reason.params
    ? { code: reason.code, params: reason.params }
    : { code: reason.code };
  return new AppError(code, message, field ? { [field]: message } : undefined, headers, wire);
}

/** A contract check made with core's shopperCheck: its issue carries the shopper's code. */
const shopperIssue = z.object({ params: z.object({ shopper: shopperMessage }) });

/** `/email` -> `email`, `/items/0/qty` -> `items.0.qty`, body root -> `body`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      if (error.shopper) body.reason = error.shopper;
      return reply
        .status(error.status)
        .headers(error.headers ?? {})
        .send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      const body: ErrorBody = { message: first, code: 'VALIDATION_FAILED', fields };
      // The first issue gives the message, so it gives the shopper's code too.
      const coded = shopperIssue.safeParse(error.validation[0]?.params);
      if (coded.success) body.reason = coded.data.params.shopper;
      return reply.status(400).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send({ message: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ message: 'Send the body as application/json', code: 'UNSUPPORTED_MEDIA' });
    }
    if (isBrokenForm(error)) {
      return reply.status(400).send({ message: BROKEN_FORM_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    // Fastify's own refusals (FST_ codes) and the http-errors its plugins raise (an unsatisfiable Range)
    // are the client's doing: they keep their 4xx. Another error that carries a status (a platform's
    // HTTP client) stays a 500: that status was not the client's.
    const status = error.statusCode ?? 500;
    const fromFastify = error.code?.startsWith('FST_') || ('expose' in error && error.expose === true);
    if (fromFastify && status >= 400 && status < 500) {
      // 422 is ours alone (a reused idempotency key): a framework 422 is a refused input.
      const code =
        errorCodes.find((c) => c !== 'IDEMPOTENCY_KEY_REUSED' && statusOf[c] === status) ??
        'VALIDATION_FAILED';
      return reply.status(status).send({ message: error.message, code } satisfies ErrorBody);
    }
    if (error instanceof UpstreamUnavailableError || isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'a service we depend on is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'A service we depend on is unavailable; try again shortly', code: 'UNAVAILABLE' });
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response failed its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side', code: 'INTERNAL' });
  });
}
