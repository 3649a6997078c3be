import type { Config } from '../../../config';
import { verifySessionToken } from './session-token';

/**
 * Who may frame a page: inside the Shopify admin, the page is loaded with App Bridge's `id_token`; a
 * valid one lets that shop's admin (and admin.shopify.com, where the admin now lives) frame it. Any
 * other page, and any page without a valid token, stays unframeable.
 */
export async function embeddedFrameAncestors(
  config: Pick<Config, 'shopify'>,
  url: string,
  now: Date,
): Promise<string[] | null> {
  const idToken = new URL(url, 'http://page').searchParams.get('id_token');
  if (!config.shopify || !idToken) return null;
  try {
    const { shop } = await verifySessionToken(config.shopify, idToken, now);
    return [`https://${shop}`, 'https://admin.shopify.com'];
  } catch {
    return null;
  }
}
