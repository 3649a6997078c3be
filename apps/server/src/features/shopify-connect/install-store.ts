import { randomBytes } from 'node:crypto';
import { DEFAULT_PERMISSIONS } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StoreRow, stores, type UserRow, users } from '../../db/schema';
import type { ShopFacts } from '../../platform/shopify/connection/shop-facts';
import { hashPassword } from '../auth/passwords';

export type InstalledStore = { store: StoreRow; admin: UserRow; newAdmin: boolean };

/** The store columns Shopify's shop query decides. */
export function shopColumns(facts: ShopFacts, now: Date) {
  return {
    platform: 'shopify' as const,
    name: facts.name,
    currency: facts.currency,
    ...(facts.country && { country: facts.country }),
    timezone: facts.timezone,
    shopifyPlan: facts.plan,
    uninstalledAt: null,
    updatedAt: now,
  };
}

/**
 * The store of an installed shop, found by its domain or created, with its first admin. A reinstall
 * finds the store it left (requests and settings intact) and clears `uninstalled_at`. A new admin gets
 * the shop owner's email and a random password nobody knows: the install's one-time link sets theirs.
 */
export async function installStore(db: Db, facts: ShopFacts, now: Date): Promise<InstalledStore> {
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    // Two installs of one new shop at once: the second insert does nothing and both lock the one row.
    await tx
      .insert(stores)
      .values({ domain: facts.domain, installedAt: now, createdAt: now, ...shopColumns(facts, now) })
      .onConflictDoNothing({ target: stores.domain });
    const [found] = await tx.select().from(stores).where(eq(stores.domain, facts.domain)).for('update');
    if (!found) throw new Error(`store ${facts.domain} vanished during its install`);
    const [store = found] = await tx
      .update(stores)
      .set(shopColumns(facts, now))
      .where(eq(stores.id, found.id))
      .returning();
    const [admin] = await tx
      .select()
      .from(users)
      .where(and(eq(users.storeId, store.id), eq(users.userType, 'admin')))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (admin) return { store, admin, newAdmin: false };
    const [created] = await tx
      .insert(users)
      .values({
        storeId: store.id,
        email: facts.email,
        name: facts.name,
        userType: 'admin',
        permissions: [...DEFAULT_PERMISSIONS],
        passwordHash: unusablePassword,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('admin not created');
    return { store, admin: created, newAdmin: true };
  });
}
