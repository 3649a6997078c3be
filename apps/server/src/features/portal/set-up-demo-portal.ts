import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { seedDefaultReasons } from '../reasons/default-reasons';
import { defaultHandle } from './store-policy';

/** Seed step: every demo store gets its portal handle (its shop name) and the default reasons. */
export async function setUpDemoPortal(db: Db): Promise<void> {
  const rows = await db.select().from(stores);
  for (const store of rows) {
    if (!store.portalHandle) {
      await db
        .update(stores)
        .set({ portalHandle: defaultHandle(store.domain) })
        .where(eq(stores.id, store.id));
    }
    await seedDefaultReasons(db, store.id);
  }
}
