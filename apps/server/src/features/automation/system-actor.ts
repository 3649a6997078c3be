import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';

/**
 * The system acting through the merchant's own verbs (a workflow, an automation). It holds every
 * permission (the merchant who turned it on could); `userId` is the store's first admin because a
 * few records (refunds) name a user, while the timeline names `name`. Null when the store has no admin.
 */
export async function systemActor(db: Db, storeId: string, name = 'automation'): Promise<AuthContext | null> {
  const [admin] = await db
    .select({ id: users.id, email: users.email, domain: stores.domain })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(and(eq(users.storeId, storeId), eq(users.userType, 'admin')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) return null;
  return {
    userId: admin.id,
    storeId,
    storeDomain: admin.domain,
    email: admin.email,
    userType: 'admin',
    permissions: [],
    systemActor: name,
  };
}
