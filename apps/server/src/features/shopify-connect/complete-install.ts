import { createHmac, timingSafeEqual } from 'node:crypto';
import { isShopDomain, oauthHmacMessage } from '@roundtrip/core';
import { and, eq, gt } from 'drizzle-orm';
import { shopifyOauthStates } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requestToken, TokenRefused } from '../../platform/shopify/connection/token-endpoint';
import { hashState } from './begin-install';
import { fromShop } from './from-shop';
import { grantStore } from './grant-store';
import { createLoginTicket } from './login-tickets';
import { requireShopifyApp } from './shopify-app';

/** Shopify's HMAC-SHA256 of the callback query, compared in constant time; any malformed hmac is a mismatch. */
function signedByShopify(secret: string, query: Readonly<Record<string, string>>): boolean {
  const given = query.hmac ?? '';
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', secret).update(oauthHmacMessage(query)).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * Shopify's redirect back after the merchant approved: checks the HMAC, the shop and the state (spent
 * once, whatever happens next), exchanges the code for an expiring offline token, installs the store,
 * and answers where the browser goes: a one-time login link, with a password to set for a new admin.
 */
export async function completeInstall(deps: Deps, query: Readonly<Record<string, string>>): Promise<string> {
  const app = requireShopifyApp(deps.config);
  if (!signedByShopify(app.apiSecret, query)) {
    throw new AppError('UNAUTHENTICATED', 'This request did not come from Shopify (its HMAC does not match)');
  }
  const shop = query.shop ?? '';
  if (!isShopDomain(shop)) {
    throw new AppError('VALIDATION_FAILED', 'The shop must be a myshopify.com domain', {
      shop: 'Not a myshopify.com domain',
    });
  }
  const now = deps.clock();
  const [state] = await deps.db
    .delete(shopifyOauthStates)
    .where(
      and(
        eq(shopifyOauthStates.nonceHash, hashState(query.state ?? '')),
        eq(shopifyOauthStates.shop, shop),
        gt(shopifyOauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!state) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This install link has expired or was already used: start the install again',
      {
        state: 'Unknown, expired or already used',
      },
    );
  }
  let answer: Awaited<ReturnType<typeof requestToken>>;
  try {
    answer = await fromShop(
      requestToken(deps.config, shop, {
        kind: 'authorization_code',
        clientId: app.apiKey,
        clientSecret: app.apiSecret,
        code: query.code ?? '',
      }),
    );
  } catch (error) {
    if (!(error instanceof TokenRefused)) throw error;
    throw new AppError(
      'VALIDATION_FAILED',
      'Shopify refused the authorization code: start the install again',
      {
        code: 'Refused by Shopify',
      },
    );
  }
  const installed = await grantStore(deps, shop, 'oauth', answer);
  const ticket = await createLoginTicket(
    deps.db,
    { storeId: installed.store.id, userId: installed.admin.id, setPassword: installed.newAdmin },
    now,
  );
  return `/user/${installed.newAdmin ? 'shopify-welcome' : 'shopify-login'}#ticket=${ticket}`;
}
