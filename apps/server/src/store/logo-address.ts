import type { Config } from '../config';

/** Where uploaded logos are stored, and the public route that serves them (`/api/store/v1/logo/:store/:file`). */
export const LOGO_KEY_PREFIX = 'logos/';
const LOGO_ROUTE = '/api/store/v1/logo/';

/**
 * The store's logo as every reader shows it (settings, portal, emails): an uploaded logo at the server's
 * own absolute address, so it is a web address like any other and emails can show it; else the
 * merchant's own URL (docs/stores.md).
 */
export function logoAddress(
  config: Pick<Config, 'publicUrl' | 'port'>,
  store: { logoKey: string | null; logoUrl: string },
): string {
  if (!store.logoKey) return store.logoUrl;
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return `${base}${LOGO_ROUTE}${store.logoKey.slice(LOGO_KEY_PREFIX.length)}`;
}
