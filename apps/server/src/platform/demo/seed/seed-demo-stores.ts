import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stores } from '../../../db/schema';
import { seedDemoPlatform } from './seed-demo-platform';

const DEMO_US_STORE = 'demo-us.myshopify.com';
export const DEMO_ORDERS = 200;

/** First start: platform data for the demo store, and a second demo store that sells in USD. */
export async function seedDemoStores(db: Db, primaryDomain: string, now: Date): Promise<void> {
  const [primary] = await db.select().from(stores).where(eq(stores.domain, primaryDomain));
  if (primary) await seedDemoPlatform(db, { storeId: primary.id, orders: DEMO_ORDERS, refDate: now });
  const [us] = await db
    .insert(stores)
    .values({
      domain: DEMO_US_STORE,
      name: 'Demo Store US',
      currency: 'USD',
      country: 'US',
      supportEmail: 'support@demo-us.example',
      installedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (us) await seedDemoPlatform(db, { storeId: us.id, orders: DEMO_ORDERS, refDate: now });
}
