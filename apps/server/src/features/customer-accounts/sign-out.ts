import type { AccountSignOutResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { customerAccountSessions } from '../../db/schema';
import type { Deps } from '../../deps';
import { handleOf } from '../../store/store-policy';
import { idTokenOf, requireAccountSession } from './account-session';
import { customerAccountClientOf } from './customer-account-client';

/**
 * Forgets the shopper's tokens here, and answers Shopify's end-session page (OpenID Connect
 * RP-initiated logout, `id_token_hint`), which signs them out of the store too and returns to its
 * lookup page. Portal sessions already opened on an order live on until they expire, as after a lookup.
 */
export async function signOut(deps: Deps, sessionId: string): Promise<AccountSignOutResponse> {
  const account = await requireAccountSession(deps, sessionId);
  const idToken = idTokenOf(deps, account.session);
  await deps.db.delete(customerAccountSessions).where(eq(customerAccountSessions.id, account.session.id));
  const client = customerAccountClientOf(deps.config);
  if (!client || !deps.config.shopify) return { logout_url: null };
  const url = new URL(account.endpoints.endSession);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set(
    'post_logout_redirect_uri',
    `${deps.config.shopify.appUrl}/${handleOf(account.store)}`,
  );
  return { logout_url: url.toString() };
}
