import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { shopifyStaffLinks, type UserRow, users } from '../../../db/schema';

/**
 * The user an embedded admin's session token acts as: the Roundtrip user linked to its Shopify staff
 * member (`sub`), else the store's first admin (`fallback`).
 */
export async function staffUser(
  db: Db,
  storeId: string,
  shopifyUserId: string | null,
  fallback: UserRow,
): Promise<UserRow> {
  if (!shopifyUserId) return fallback;
  const [row] = await db
    .select({ user: users })
    .from(shopifyStaffLinks)
    .innerJoin(users, eq(users.id, shopifyStaffLinks.userId))
    .where(and(eq(shopifyStaffLinks.storeId, storeId), eq(shopifyStaffLinks.shopifyUserId, shopifyUserId)))
    .limit(1);
  return row?.user ?? fallback;
}
