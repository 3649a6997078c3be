import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { shopifySecretsFor, verifyShopifyHmac } from '../shopify-webhooks/verify-hmac';

/** 400 naming each field Flow sent that its schema refuses (Flow shows the body to the merchant). */
export function invalidFlowBody(error: z.ZodError): AppError {
  const fields = Object.fromEntries(
    error.issues.map((i) => [i.path.map(String).join('.') || 'body', i.message]),
  );
  return new AppError(
    'VALIDATION_FAILED',
    `Shopify Flow sent an invalid ${Object.keys(fields).join(', ')}`,
    fields,
  );
}

export type SignedCall = { headers: IncomingHttpHeaders; rawBody: Buffer };
type FlowStore = { id: string; uninstalledAt: Date | null; platform: 'demo' | 'shopify' };

function jsonObject(raw: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION_FAILED', 'The body is not a JSON object');
}

/**
 * What every call from Shopify Flow goes through (an action's run, the trigger lifecycle callback): the
 * body names its shop, and the shop's secret must have signed the exact bytes (base64 HMAC-SHA256 in
 * `x-shopify-hmac-sha256`, as Shopify's webhooks), else 401 before anything is read from the body.
 */
export async function signedFlowCall(
  deps: Deps,
  call: SignedCall,
): Promise<{ body: Record<string, unknown>; store: FlowStore | null }> {
  let body: Record<string, unknown> | null = null;
  try {
    body = jsonObject(call.rawBody);
  } catch {
    // the signature is checked first: an unsigned body answers 401 whatever it holds
  }
  const domain = typeof body?.shopify_domain === 'string' ? body.shopify_domain.toLowerCase() : null;
  const [store] = domain
    ? await deps.db
        .select({ id: stores.id, uninstalledAt: stores.uninstalledAt, platform: stores.platform })
        .from(stores)
        .where(eq(stores.domain, domain))
    : [];
  const { secrets } = await shopifySecretsFor(deps, store?.id);
  const hmac = call.headers['x-shopify-hmac-sha256'];
  if (!verifyShopifyHmac(secrets, call.rawBody, typeof hmac === 'string' ? hmac : undefined))
    throw new AppError('UNAUTHENTICATED', 'The Shopify Flow signature does not match');
  if (!body) return { body: jsonObject(call.rawBody), store: null };
  const served = store && store.platform === 'shopify' && !store.uninstalledAt ? store : null;
  return { body, store: served };
}
