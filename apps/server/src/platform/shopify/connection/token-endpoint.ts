import { z } from 'zod';
import type { Config } from '../../../config';

// Shopify's token endpoint, `POST https://{shop}/admin/oauth/access_token`, for the four grants Roundtrip
// uses: authorization code, refresh token, client credentials and token exchange (docs/shopify.md).

/** `https://{shop}`, or the test override every Shopify call goes to instead (SHOPIFY_ADMIN_ORIGIN). */
export function shopOrigin(config: Pick<Config, 'shopifyAdminOrigin'>, shop: string): string {
  return config.shopifyAdminOrigin ?? `https://${shop}`;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  scope: z.string().default(''),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  refresh_token_expires_in: z.number().int().positive().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/** Shopify answered 4xx: the code, token or credentials are not (or no longer) valid. */
export class TokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Shopify refused the token request (${status} ${reason})`);
  }
}

/** The grants' own parameters; the endpoint adds nothing but the form encoding. */
export type TokenGrant =
  | { kind: 'authorization_code'; clientId: string; clientSecret: string; code: string }
  | { kind: 'refresh_token'; clientId: string; clientSecret: string; refreshToken: string }
  | { kind: 'client_credentials'; clientId: string; clientSecret: string }
  | { kind: 'token_exchange'; clientId: string; clientSecret: string; sessionToken: string };

function form(grant: TokenGrant): Record<string, string> {
  const client = { client_id: grant.clientId, client_secret: grant.clientSecret };
  switch (grant.kind) {
    // `expiring=1`: an offline token that lasts an hour, with a rotating refresh token.
    case 'authorization_code':
      return { ...client, code: grant.code, expiring: '1' };
    case 'refresh_token':
      return { ...client, grant_type: 'refresh_token', refresh_token: grant.refreshToken };
    case 'client_credentials':
      return { ...client, grant_type: 'client_credentials' };
    case 'token_exchange':
      return {
        ...client,
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: grant.sessionToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
        requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
        expiring: '1',
      };
  }
}

/**
 * One token request. A 4xx is a TokenRefused; a network failure or 5xx throws as is, because Shopify
 * may have processed it (the caller decides whether a retry is safe).
 */
export async function requestToken(
  config: Pick<Config, 'shopifyAdminOrigin'>,
  shop: string,
  grant: TokenGrant,
): Promise<TokenAnswer> {
  const response = await fetch(`${shopOrigin(config, shop)}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form(grant)),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status >= 400 && response.status < 500) {
    const reason = z.object({ error: z.string() }).safeParse(safeJson(text));
    throw new TokenRefused(response.status, reason.success ? reason.data.error : 'refused');
  }
  if (!response.ok) throw new Error(`Shopify's token endpoint answered ${response.status}`);
  return tokenAnswer.parse(safeJson(text));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
