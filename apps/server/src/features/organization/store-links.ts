import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeLinks } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';

/** The links of several stores, read as the owner (each side sits behind its own store's wall). */
export async function linksOf(db: Db, storeIds: string[]) {
  return db
    .select({
      storeId: storeLinks.storeId,
      linkedStoreId: storeLinks.linkedStoreId,
      relation: storeLinks.relation,
    })
    .from(storeLinks)
    .where(inArray(storeLinks.storeId, storeIds))
    .orderBy(asc(storeLinks.createdAt));
}

/** Locks both stores' rows, in id order, so two links made at once see each other's result. */
export async function lockStores(db: Db, storeIds: string[]): Promise<void> {
  const ids = [...storeIds].sort();
  for (const id of ids) await db.execute(sql`select id from stores where id = ${id} for update`);
}

/** This store's side of a link; another store's link answers 404 like an unknown one. */
export async function loadLink(db: Db, auth: AuthContext, id: string) {
  const [link] = await db
    .select()
    .from(storeLinks)
    .where(and(eq(storeLinks.id, id), eq(storeLinks.storeId, auth.storeId)))
    .limit(1);
  if (!link) throw new AppError('NOT_FOUND', 'Connected store not found');
  return link;
}

/** Linking and unlinking hand out or take away access to another store: admins only. */
export function requireAdmin(auth: AuthContext, message: string): void {
  if (auth.userType !== 'admin') throw new AppError('FORBIDDEN', message);
}
