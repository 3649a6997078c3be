import { holdsApiKey } from '@roundtrip/core/apps';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const KEY_IN_URL_MESSAGE =
  'Send the API key in the Authorization header (Bearer rt_...), never in the URL: URLs are logged and kept by proxies and browsers';

/**
 * onRequest for every route: an API key in the URL is refused before anything reads it (docs/apps.md).
 * Keys are taken from the Authorization header only; the request log already shows it redacted.
 */
export async function refuseKeysInUrl(request: FastifyRequest): Promise<void> {
  let url = request.url;
  try {
    url = decodeURIComponent(url);
  } catch {
    // A URL that is not valid percent-encoding is checked as sent.
  }
  if (holdsApiKey(url)) throw new AppError('VALIDATION_FAILED', KEY_IN_URL_MESSAGE);
}
