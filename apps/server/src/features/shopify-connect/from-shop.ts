import { shopifyConnectMessages } from '@roundtrip/core';
import { AppError } from '../../errors';
import { AccessTokenRefused } from '../../platform/shopify/connection/shop-facts';
import { TokenRefused } from '../../platform/shopify/connection/token-endpoint';

/**
 * A call to the shop's Shopify while connecting it: its refusals pass through (the callers word them);
 * a shop that could not be reached, timed out or answered nothing usable is a 503 that says so, not a
 * 500. Nothing was saved yet, so trying again is safe.
 */
export async function fromShop<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError || error instanceof TokenRefused || error instanceof AccessTokenRefused)
      throw error;
    throw new AppError('UNAVAILABLE', shopifyConnectMessages.unreachable, {
      shop: shopifyConnectMessages.unreachable,
    });
  }
}
