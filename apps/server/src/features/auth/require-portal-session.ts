import { shopperMessageOf } from '@roundtrip/core';
import { and, eq, gt } from 'drizzle-orm';
import { type CustomerSessionRow, customerSessions, type StoreRow, stores } from '../../db/schema';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { hashSessionId } from './portal-session-token';

export type PortalSession = { session: CustomerSessionRow; store: StoreRow };

/**
 * The live session behind an id, with its store; unknown and expired ids answer the same 401. The
 * session is found as the owner (no store is known yet); the rest of the request then runs behind the
 * store's wall.
 */
export async function requireSession(deps: Deps, sessionId: string): Promise<PortalSession> {
  const [row] = await deps.db
    .select({ session: customerSessions, store: stores })
    .from(customerSessions)
    .innerJoin(stores, eq(stores.id, customerSessions.storeId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashSessionId(sessionId)),
        gt(customerSessions.expiresAt, deps.clock()),
      ),
    )
    .limit(1);
  if (!row) throw shopperError('TOKEN_EXPIRED', shopperMessageOf('SESSION_EXPIRED'));
  await enterStore(row.store);
  return row;
}
