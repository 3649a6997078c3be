import type { SwitchStoreResponse } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { storeMemberships, stores, users } from '../../db/schema';
import { asOwner } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { issueSession } from '../auth/issue-session';
import { loadLink } from './store-links';

/**
 * `PATCH /organization/v1/{id}`: switches to a connected store. A token is issued only through
 * an explicit membership of the signed-in user in that store (403 otherwise), and it is a login of
 * the member they are there: that store's own permissions apply, and no data crosses between stores.
 */
export async function switchStore(deps: Deps, auth: AuthContext, id: string): Promise<SwitchStoreResponse> {
  const link = await loadLink(deps.db, auth, id);
  const [membership] = await deps.db
    .select({ memberUserId: storeMemberships.memberUserId })
    .from(storeMemberships)
    .where(
      and(eq(storeMemberships.userId, auth.userId), eq(storeMemberships.memberStoreId, link.linkedStoreId)),
    )
    .limit(1);
  if (!membership) throw new AppError('FORBIDDEN', 'You are not a member of that store');
  return asOwner(async () => {
    const [member] = await deps.db
      .select({ id: users.id, email: users.email, storeId: users.storeId, domain: stores.domain })
      .from(users)
      .innerJoin(stores, eq(stores.id, users.storeId))
      .where(and(eq(users.id, membership.memberUserId), eq(users.storeId, link.linkedStoreId)))
      .limit(1);
    if (!member) throw new AppError('FORBIDDEN', 'You are not a member of that store');
    const session = await issueSession(
      deps,
      deps.db,
      { id: member.id, storeId: member.storeId, storeDomain: member.domain, email: member.email },
      deps.clock(),
    );
    return { token: session.accessToken, refresh_token: session.refreshToken, store: member.domain };
  });
}
