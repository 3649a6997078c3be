import { type AccountCallbackQuery, shopperMessageOf } from '@roundtrip/core';
import { and, eq, gt } from 'drizzle-orm';
import { customerAccountSignIns, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, shopperError } from '../../errors';
import { unseal } from '../../platform/shopify/connection/encryption';
import { readCustomerId } from '../../platform/shopify/customer-account/customer-api';
import { CustomerTokenRefused, exchangeCode } from '../../platform/shopify/customer-account/customer-tokens';
import { IdTokenRefused, verifyIdToken } from '../../platform/shopify/customer-account/id-token';
import { handleOf } from '../../store/store-policy';
import { createAccountSession } from './account-session';
import { customerAccountClientOf, customerAccountsOf } from './customer-account-client';
import { hashState, verifierContext } from './start-sign-in';

const signInFailed = () => shopperError('UNAUTHENTICATED', shopperMessageOf('ACCOUNT_SIGN_IN_FAILED'));

/**
 * Shopify's redirect back: the state is spent first (unknown, expired or used: 400), then the code is
 * exchanged with its PKCE verifier and the id token verified (Shopify's key, issuer, our client id, the
 * nonce of this sign-in: 401 otherwise). Answers the portal page the browser goes to, the session id
 * in its fragment so it never reaches a log or a Referer.
 */
export async function finishSignIn(deps: Deps, query: AccountCallbackQuery): Promise<string> {
  const now = deps.clock();
  const stateHash = hashState(query.state);
  const [signIn] = await deps.db
    .delete(customerAccountSignIns)
    .where(and(eq(customerAccountSignIns.stateHash, stateHash), gt(customerAccountSignIns.expiresAt, now)))
    .returning();
  if (!signIn) {
    throw new AppError('VALIDATION_FAILED', 'This sign-in has expired or was already used: sign in again', {
      state: 'Unknown, expired or already used',
    });
  }
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, signIn.storeId));
  const client = customerAccountClientOf(deps.config);
  const endpoints = store ? await customerAccountsOf(deps, store) : null;
  if (!store || !client || !endpoints || query.error || !query.code) throw signInFailed();

  const verifier = unseal(deps.config.encryptionKey, signIn.codeVerifier, verifierContext(stateHash));
  try {
    const tokens = await exchangeCode(endpoints.token, client, {
      code: query.code,
      verifier,
      redirectUri: client.redirectUri,
    });
    if (!tokens.id_token) throw new IdTokenRefused('Shopify sent no id token');
    await verifyIdToken(tokens.id_token, {
      jwksUri: endpoints.jwks,
      issuer: endpoints.issuer,
      clientId: client.clientId,
      nonce: signIn.nonce,
      now,
    });
    const customerId = await readCustomerId(endpoints.graphql, tokens.access_token);
    const sessionId = await createAccountSession(deps, {
      storeId: store.id,
      customerId,
      tokens: { ...tokens, id_token: tokens.id_token },
    });
    return `/${handleOf(store)}/account#session=${sessionId}`;
  } catch (error) {
    if (error instanceof CustomerTokenRefused || error instanceof IdTokenRefused) throw signInFailed();
    throw error;
  }
}
