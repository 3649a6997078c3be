import { z } from 'zod';
import { shopperMessage } from './shopper-messages';

/** The closed set of error codes; the server maps each to one HTTP status, clients switch on it. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'PLAN_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** An idempotency key sent again with another body, or for another request or action: 422. */
  'IDEMPOTENCY_KEY_REUSED',
  'TOO_MANY_ATTEMPTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'INTERNAL',
  /** The database or the commerce platform cannot be reached for now: 503 with Retry-After. */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.string()).optional(),
  /** A refusal the shopper reads: its code and parameters, which the portal words in their language. */
  reason: shopperMessage.optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
