import { organizationMessages } from '@roundtrip/core';
import { and, eq, or } from 'drizzle-orm';
import { storeLinks, storeMemberships } from '../../db/schema';
import { asOwner } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { loadLink, requireAdmin } from './store-links';

/** `DELETE /organization/v1/{id}`: both sides of the link go, and the memberships between them. */
export async function unlinkStore(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const link = await loadLink(deps.db, auth, id);
  requireAdmin(auth, organizationMessages.adminOnly);
  await asOwner(async () => {
    await deps.db.delete(storeLinks).where(eq(storeLinks.pairId, link.pairId));
    await deps.db
      .delete(storeMemberships)
      .where(
        or(
          and(
            eq(storeMemberships.storeId, link.storeId),
            eq(storeMemberships.memberStoreId, link.linkedStoreId),
          ),
          and(
            eq(storeMemberships.storeId, link.linkedStoreId),
            eq(storeMemberships.memberStoreId, link.storeId),
          ),
        ),
      );
  });
}
