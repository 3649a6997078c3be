import { DEFAULT_PERMISSIONS } from '@roundtrip/core/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stores, users } from '../db/schema';
import type { Deps } from '../deps';
import { hashPassword } from '../features/auth/passwords';
import { setUpDemoPortal } from '../features/portal/set-up-demo-portal';
import { seedDemoStores } from '../platform/demo/seed/seed-demo-stores';
import { seedDemoRequests } from './seed-demo-requests';

/** Demo-only credentials, printed at start and documented in the README. */
export const DEMO_LOGIN = {
  store: 'demo-store.myshopify.com',
  email: 'demo@roundtrip.dev',
  password: 'roundtrip-demo',
} as const;

/**
 * The second demo store runs with billing on and the free plan (docs/plans.md), so plans, upsells and the
 * labelled demo billing page can be tried beside the self-hosted demo store. Demo-only credentials.
 */
export const DEMO_BILLING_LOGIN = {
  store: 'demo-us.myshopify.com',
  email: 'billing@roundtrip.dev',
  password: 'roundtrip-demo',
} as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stores);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
    const [store] = await tx
      .insert(stores)
      .values({
        domain: DEMO_LOGIN.store,
        name: 'Demo Store',
        currency: 'INR',
        country: 'IN',
        planName: 'FREE_ONBOARD',
        planPrice: '0',
        supportEmail: 'support@demo-store.example',
        installedAt: now,
      })
      .returning();
    if (!store) throw new Error('demo store was not created');
    await tx.insert(users).values({
      storeId: store.id,
      email: DEMO_LOGIN.email,
      name: 'Demo Merchant',
      passwordHash,
      userType: 'admin',
      permissions: [...DEFAULT_PERMISSIONS],
    });
  });
  await seedDemoStores(db, DEMO_LOGIN.store, now);
  await db.update(stores).set({ billing: 'shopify' }).where(eq(stores.domain, DEMO_BILLING_LOGIN.store));
  await setUpDemoPortal(db);
}

/**
 * `npm start`'s first run: the demo stores, then sample requests made through the product's own verbs
 * (kept out of `seedDemo`, which the test fixtures share).
 */
export async function seedDemoWithRequests(deps: Omit<Deps, 'clock'>, now: Date): Promise<void> {
  await seedDemo(deps.db, now);
  for (const store of await deps.db.select().from(stores)) {
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.storeId, store.id))
      .limit(1);
    if (user) await seedDemoRequests(deps, store, now);
  }
  await seedBillingDemoUser(deps.db);
}

/** Its merchant comes after the sample requests: the billing store starts with none, on the free plan. */
async function seedBillingDemoUser(db: Db): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.domain, DEMO_BILLING_LOGIN.store));
  if (!store) return;
  await db.insert(users).values({
    storeId: store.id,
    email: DEMO_BILLING_LOGIN.email,
    name: 'Billing Demo Merchant',
    passwordHash: await hashPassword(DEMO_BILLING_LOGIN.password),
    userType: 'admin',
    permissions: [...DEFAULT_PERMISSIONS],
  });
}
