import type { OrganizationListQuery, OrganizationListResponse } from '@roundtrip/core';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { storeLinks, storeMemberships, stores } from '../../db/schema';
import { asOwner } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';

/** `GET /organization/v1`: this store's parent and children, with whether the user can switch. */
export async function listConnectedStores(
  deps: Deps,
  auth: AuthContext,
  query: OrganizationListQuery,
): Promise<OrganizationListResponse> {
  const { page, limit } = query;
  const mine = eq(storeLinks.storeId, auth.storeId);
  const links = await deps.db
    .select()
    .from(storeLinks)
    .where(mine)
    .orderBy(asc(storeLinks.createdAt), asc(storeLinks.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await deps.db.select({ n: count() }).from(storeLinks).where(mine);
  const memberships = await deps.db
    .select({ memberStoreId: storeMemberships.memberStoreId })
    .from(storeMemberships)
    .where(eq(storeMemberships.userId, auth.userId));
  const ids = links.map((l) => l.linkedStoreId);
  // The other stores' names sit behind their own walls.
  const named =
    ids.length === 0
      ? []
      : await asOwner(() =>
          deps.db
            .select({ id: stores.id, domain: stores.domain, name: stores.name })
            .from(stores)
            .where(inArray(stores.id, ids)),
        );
  const byId = new Map(named.map((s) => [s.id, s]));
  const switchable = new Set(memberships.map((m) => m.memberStoreId));
  return {
    docs: links.map((l) => ({
      id: l.id,
      store: byId.get(l.linkedStoreId)?.domain ?? '',
      name: byId.get(l.linkedStoreId)?.name ?? '',
      relation: l.relation,
      can_switch: switchable.has(l.linkedStoreId),
      created_at: l.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
