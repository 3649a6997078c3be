import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { type PortalSession, requireSession } from '../auth/require-portal-session';

const expired = () => new AppError('NOT_FOUND', 'This order lookup has expired; find the order again');

/**
 * The session opened for the merchant's order lookup, of the merchant's own store. A gone session is a
 * 404 here, not the portal's 401: a 401 would send the merchant's page to refresh its login.
 */
export async function requireDeskSession(
  deps: Deps,
  storeId: string,
  sessionId: string,
): Promise<PortalSession> {
  const portal = await requireSession(deps, sessionId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'TOKEN_EXPIRED') throw expired();
    throw error;
  });
  if (portal.store.id !== storeId || portal.session.gift) throw expired();
  return portal;
}
