import { createHash, randomBytes } from 'node:crypto';
import { shopperMessageOf } from '@roundtrip/core';
import { customerAccountSignIns } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { seal } from '../../platform/shopify/connection/encryption';
import { newPkce } from '../../platform/shopify/customer-account/customer-tokens';
import { findStoreByHandle } from '../portal/find-store';
import { customerAccountClientOf, customerAccountsOf } from './customer-account-client';

/** Time for the shopper to sign in on Shopify's page and come back. */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
export const verifierContext = (stateHash: string) => `customer_account_sign_ins:${stateHash}:code_verifier`;

/**
 * Where "Sign in with Shopify" leads: the shop's authorize endpoint (found by discovery) with a `state`
 * (stored hashed, spent once by the callback), a `nonce` the id token must carry back, and a PKCE
 * challenge whose verifier is kept sealed for the code exchange.
 */
export async function startSignIn(deps: Deps, handle: string): Promise<string> {
  const store = await findStoreByHandle(deps.db, handle);
  const endpoints = await customerAccountsOf(deps, store);
  const client = customerAccountClientOf(deps.config);
  if (!endpoints || !client) throw shopperError('CONFLICT', shopperMessageOf('ACCOUNT_SIGN_IN_FAILED'));
  const now = deps.clock();
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const pkce = newPkce();
  const stateHash = hashState(state);
  await deps.db.insert(customerAccountSignIns).values({
    stateHash,
    storeId: store.id,
    nonce,
    codeVerifier: seal(deps.config.encryptionKey, pkce.verifier, verifierContext(stateHash)),
    expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
    createdAt: now,
  });
  const url = new URL(endpoints.authorize);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', client.redirectUri);
  url.searchParams.set('scope', 'openid email customer-account-api:full');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}
