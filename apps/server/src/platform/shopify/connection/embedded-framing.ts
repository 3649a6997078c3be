import type { Config } from '../../../config';
import { verifySessionToken } from './session-token';

/** App Bridge, loaded from Shopify's CDN as Shopify requires (never bundled, first script in the head). */
export const APP_BRIDGE_SCRIPT = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

/**
 * A page load from inside the Shopify admin: the admin loads the app URL with `embedded=1`, `shop`,
 * `host` and App Bridge's session token as `id_token`. A valid token lets that shop's admin (and
 * admin.shopify.com, where the admin now lives) frame the page, and the page gets App Bridge. Any
 * other load, and any load without a valid token, is the stand-alone admin: unframeable, no App Bridge.
 */
export type EmbeddedLoad = { shop: string; frameAncestors: string[]; apiKey: string };

export async function embeddedLoad(
  config: Pick<Config, 'shopify'>,
  url: string,
  now: Date,
): Promise<EmbeddedLoad | null> {
  const idToken = new URL(url, 'http://page').searchParams.get('id_token');
  if (!config.shopify || !idToken) return null;
  try {
    const { shop } = await verifySessionToken(config.shopify, idToken, now);
    return {
      shop,
      frameAncestors: [`https://${shop}`, 'https://admin.shopify.com'],
      apiKey: config.shopify.apiKey,
    };
  } catch {
    return null;
  }
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with App Bridge first in its head: the API key meta App Bridge reads when it
 * starts, then its script, blocking (no async, defer or module), before any script of ours.
 */
export function withAppBridge(html: string, apiKey: string): string {
  const tags = `<meta name="shopify-api-key" content="${attribute(apiKey)}" /><script src="${APP_BRIDGE_SCRIPT}"></script>`;
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${tags}`);
}
