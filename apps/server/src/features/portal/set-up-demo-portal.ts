import { defaultPortalHandle } from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { seedDefaultReasons } from '../reasons/default-reasons';

/** Seed step: every demo store gets its portal handle (its shop name) and the default reasons. */
export async function setUpDemoPortal(db: Db): Promise<void> {
  const rows = await db.select().from(stores);
  for (const store of rows) {
    if (!store.portalHandle) {
      await db
        .update(stores)
        .set({ portalHandle: defaultPortalHandle(store.domain) })
        .where(eq(stores.id, store.id));
    }
    await seedDefaultReasons(db, store.id);
  }
}
