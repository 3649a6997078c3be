import { API_KEY_LIKE } from '@roundtrip/core/apps';

/**
 * Query parameters that carry a secret whatever its shape; `id_token` (App Bridge's session token) and
 * `code` (an OAuth authorization code) arrive on Shopify's loads and redirects.
 */
const SECRET_PARAMS = new Set([
  'session',
  'session_id',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
]);
// Portal session ids and refresh tokens are 256 random bits in base64url: 43 characters. Page routes
// (`/orderlist/:token`, `/:store/return/.../:session_id`) and API paths (`/session-data/:session_id`)
// carry them as a path segment.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
// Our own access tokens are JWTs: three base64url parts, the first starting `eyJ`.
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const REDACTED = '[redacted]';

/** API keys and JWTs anywhere in a text, by their shape whatever their length. */
const redactKeys = (text: string) => text.replace(API_KEY_LIKE, REDACTED).replace(JWT, REDACTED);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL as logs may keep it: session ids and tokens in the path or the query replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN.test(decoded(segment)) ? REDACTED : redactKeys(decoded(segment))))
    .join('/');
  if (q === -1) return safePath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = decoded(pair.slice(0, eq));
      const value = decoded(pair.slice(eq + 1));
      return SECRET_PARAMS.has(key) || TOKEN.test(value) || redactKeys(value) !== value
        ? `${redactKeys(pair.slice(0, eq))}=${REDACTED}`
        : redactKeys(pair);
    })
    .join('&');
  return `${safePath}?${query}`;
}

/**
 * Fastify's request serializer with the URL redacted; headers (Authorization) are never logged. Fastify
 * passes its own request (typed as the raw one), hence the shape read here.
 */
export const logSerializers = {
  req: (request: { method?: string; url?: string; host?: string; ip?: string }) => ({
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  }),
  // @fastify/multipart logs the options it gives busboy at trace, and those hold the request's headers
  // (the bearer token): they are dropped at every level.
  busboyOptions: (options: { headers?: unknown } | undefined) => {
    if (!options || typeof options !== 'object') return options;
    const { headers: _headers, ...rest } = options;
    return rest;
  },
};
