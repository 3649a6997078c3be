import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

// The Customer Account API's token endpoint for a confidential client (shopify.dev, Customer Account
// API, "Authentication"): the app's client id and secret in a Basic header, the authorization code
// with its PKCE verifier, and the refresh token grant.

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  id_token: z.string().min(1).optional(),
});
export type CustomerTokens = z.infer<typeof tokenAnswer>;

/** Shopify refused the code or the refresh token (4xx): the shopper has to sign in again. */
export class CustomerTokenRefused extends Error {}

export type CustomerAccountClient = { clientId: string; clientSecret: string };

/** PKCE (RFC 7636, S256): the verifier kept by us, the challenge sent with the authorize redirect. */
export function newPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function requestTokens(
  tokenUrl: string,
  client: CustomerAccountClient,
  params: Record<string, string>,
): Promise<CustomerTokens> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({ client_id: client.clientId, ...params }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status >= 400 && res.status < 500) throw new CustomerTokenRefused(`token endpoint ${res.status}`);
  if (!res.ok) throw new Error(`the customer account token endpoint answered ${res.status}`);
  return tokenAnswer.parse(await res.json());
}

export const exchangeCode = (
  tokenUrl: string,
  client: CustomerAccountClient,
  grant: { code: string; verifier: string; redirectUri: string },
) =>
  requestTokens(tokenUrl, client, {
    grant_type: 'authorization_code',
    code: grant.code,
    code_verifier: grant.verifier,
    redirect_uri: grant.redirectUri,
  });

export const refreshTokens = (tokenUrl: string, client: CustomerAccountClient, refreshToken: string) =>
  requestTokens(tokenUrl, client, { grant_type: 'refresh_token', refresh_token: refreshToken });
