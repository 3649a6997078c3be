import { randomUUID } from 'node:crypto';
import { mirrorRelation, organizationMessages, type StoreRelation, storeLinkProblem } from '@roundtrip/core';
import { storeLinks, storeMemberships } from '../../db/schema';
import { asOwner } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { type AuthContext, authenticate } from '../auth/authenticate';
import { linksOf, lockStores, requireAdmin } from './store-links';

/** The admin signed in to the other store: the proof that whoever links it controls it. */
async function otherStoreAdmin(deps: Deps, storeToken: string): Promise<AuthContext> {
  const other = await authenticate(deps, `Bearer ${storeToken}`).catch(() => {
    throw new AppError('VALIDATION_FAILED', organizationMessages.otherToken, {
      store_token: organizationMessages.otherToken,
    });
  });
  requireAdmin(other, organizationMessages.adminOnly);
  return other;
}

/**
 * `POST /organization/v1/parent` and `/child`: makes the other store this one's parent or
 * child. Both sides get their link row, and the two admins become members of each other's store
 * (explicit membership: only they can switch between the two until more are added).
 */
export async function linkStore(
  deps: Deps,
  auth: AuthContext,
  relation: StoreRelation,
  storeToken: string,
): Promise<{ id: string }> {
  requireAdmin(auth, organizationMessages.adminOnly);
  const now = deps.clock();
  // Every row here spans two stores, each behind its own wall: the one place this feature acts as owner.
  return asOwner(async () => {
    const other = await otherStoreAdmin(deps, storeToken);
    await lockStores(deps.db, [auth.storeId, other.storeId]);
    const links = await linksOf(deps.db, [auth.storeId, other.storeId]);
    const problem = storeLinkProblem({
      storeId: auth.storeId,
      otherStoreId: other.storeId,
      relation,
      linksOfStore: links.filter((l) => l.storeId === auth.storeId),
      linksOfOther: links.filter((l) => l.storeId === other.storeId),
    });
    if (problem) throw new AppError('CONFLICT', problem);
    const pairId = randomUUID();
    const [mine] = await deps.db
      .insert(storeLinks)
      .values([
        { storeId: auth.storeId, linkedStoreId: other.storeId, relation, pairId, createdAt: now },
        {
          storeId: other.storeId,
          linkedStoreId: auth.storeId,
          relation: mirrorRelation(relation),
          pairId,
          createdAt: now,
        },
      ])
      .returning({ id: storeLinks.id });
    await deps.db
      .insert(storeMemberships)
      .values([
        {
          storeId: auth.storeId,
          userId: auth.userId,
          memberStoreId: other.storeId,
          memberUserId: other.userId,
          createdAt: now,
        },
        {
          storeId: other.storeId,
          userId: other.userId,
          memberStoreId: auth.storeId,
          memberUserId: auth.userId,
          createdAt: now,
        },
      ])
      .onConflictDoNothing();
    if (!mine) throw new Error('store link not written');
    return { id: mine.id };
  });
}
