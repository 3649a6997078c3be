import { randomUUID } from 'node:crypto';
import { shopperMessageOf } from '@roundtrip/core';
import { and, eq, gt } from 'drizzle-orm';
import {
  type CustomerAccountSessionRow,
  customerAccountSessions,
  type StoreRow,
  stores,
} from '../../db/schema';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { seal, unseal } from '../../platform/shopify/connection/encryption';
import {
  CustomerTokenRefused,
  type CustomerTokens,
  refreshTokens,
} from '../../platform/shopify/customer-account/customer-tokens';
import type { CustomerAccountEndpoints } from '../../platform/shopify/customer-account/discovery';
import { hashSessionId, newSessionId, SESSION_TTL_MS } from '../auth/portal-session-token';
import { customerAccountClientOf, customerAccountsOf } from './customer-account-client';

type Column = 'access_token' | 'refresh_token' | 'id_token';
// The associated data names the row and the column: a token copied into another row does not open.
const context = (id: string, column: Column) => `customer_account_sessions:${id}:${column}`;

/** Renewed this long before Shopify's expiry, so a call never goes out with a token about to lapse. */
const RENEW_AHEAD_MS = 60_000;

export const signInEnded = () => shopperError('TOKEN_EXPIRED', shopperMessageOf('ACCOUNT_SIGN_IN_ENDED'));

/** Keeps a signed-in shopper: the tokens sealed, the session id the browser holds hashed. */
export async function createAccountSession(
  deps: Deps,
  input: { storeId: string; customerId: string; tokens: CustomerTokens & { id_token: string } },
): Promise<string> {
  const id = randomUUID();
  const sessionId = newSessionId();
  const now = deps.clock();
  const key = deps.config.encryptionKey;
  await deps.db.insert(customerAccountSessions).values({
    id,
    tokenHash: hashSessionId(sessionId),
    storeId: input.storeId,
    customerId: input.customerId,
    accessToken: seal(key, input.tokens.access_token, context(id, 'access_token')),
    accessTokenExpiresAt: new Date(now.getTime() + input.tokens.expires_in * 1000),
    refreshToken: seal(key, input.tokens.refresh_token, context(id, 'refresh_token')),
    idToken: seal(key, input.tokens.id_token, context(id, 'id_token')),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    createdAt: now,
  });
  return sessionId;
}

export type AccountSession = {
  session: CustomerAccountSessionRow;
  store: StoreRow;
  endpoints: CustomerAccountEndpoints;
};

/** The live account session behind an id, with its store; unknown, expired and signed-out ids answer one 401. */
export async function requireAccountSession(deps: Deps, sessionId: string): Promise<AccountSession> {
  const [row] = await deps.db
    .select({ session: customerAccountSessions, store: stores })
    .from(customerAccountSessions)
    .innerJoin(stores, eq(stores.id, customerAccountSessions.storeId))
    .where(
      and(
        eq(customerAccountSessions.tokenHash, hashSessionId(sessionId)),
        gt(customerAccountSessions.expiresAt, deps.clock()),
      ),
    )
    .limit(1);
  if (!row) throw signInEnded();
  await enterStore(row.store);
  const endpoints = await customerAccountsOf(deps, row.store);
  if (!endpoints) throw shopperError('UNAVAILABLE', shopperMessageOf('ACCOUNT_SIGN_IN_FAILED'));
  return { ...row, endpoints };
}

export const idTokenOf = (deps: Deps, s: CustomerAccountSessionRow) =>
  unseal(deps.config.encryptionKey, s.idToken, context(s.id, 'id_token'));

/**
 * A Customer Account API access token that is not about to expire. An expired one is renewed with the
 * refresh token under a row lock, so parallel calls of one shopper make one refresh (Shopify rotates
 * the refresh token). A refused refresh answers that the sign-in ended: the shopper signs in again.
 */
export async function freshAccessToken(deps: Deps, { session, endpoints }: AccountSession): Promise<string> {
  const key = deps.config.encryptionKey;
  const now = deps.clock();
  if (session.accessTokenExpiresAt.getTime() - RENEW_AHEAD_MS > now.getTime()) {
    return unseal(key, session.accessToken, context(session.id, 'access_token'));
  }
  const client = customerAccountClientOf(deps.config);
  if (!client) throw signInEnded();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(customerAccountSessions)
      .where(eq(customerAccountSessions.id, session.id))
      .for('update');
    if (!locked) throw signInEnded();
    // Another call renewed it while this one waited for the lock.
    if (locked.accessTokenExpiresAt.getTime() - RENEW_AHEAD_MS > now.getTime()) {
      return unseal(key, locked.accessToken, context(locked.id, 'access_token'));
    }
    const refreshToken = unseal(key, locked.refreshToken, context(locked.id, 'refresh_token'));
    let tokens: CustomerTokens;
    try {
      tokens = await refreshTokens(endpoints.token, client, refreshToken);
    } catch (error) {
      if (error instanceof CustomerTokenRefused) throw signInEnded();
      throw error;
    }
    await tx
      .update(customerAccountSessions)
      .set({
        accessToken: seal(key, tokens.access_token, context(locked.id, 'access_token')),
        accessTokenExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
        refreshToken: seal(key, tokens.refresh_token, context(locked.id, 'refresh_token')),
      })
      .where(eq(customerAccountSessions.id, locked.id));
    return tokens.access_token;
  });
}
