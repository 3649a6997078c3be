import { defaultPortalHandle } from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dropOffPlaces, stores } from '../../db/schema';
import { seedDefaultReasons } from '../reasons/default-reasons';
import { hasDropOffPlace } from '../settings/drop-off-places/has-drop-off-place';

/** A demo store's drop-off place, so its portal offers drop-off as a real store with a place does. */
const DEMO_DROP_OFF_PLACE = {
  name: 'Roundtrip Returns Desk, Koramangala',
  address: '80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
  openingHours: 'Every day 11:00-21:00',
  translations: {
    hi: {
      name: 'राउंडट्रिप रिटर्न्स डेस्क, कोरमंगला',
      address: '80 फ़ीट रोड, कोरमंगला 4th ब्लॉक, बेंगलुरु 560034',
      opening_hours: 'हर दिन 11:00-21:00',
    },
  },
};

/** Seed step: every demo store gets its portal handle (its shop name), the default reasons and a drop-off place. */
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
    if (!(await hasDropOffPlace(db, store.id)))
      await db.insert(dropOffPlaces).values({ storeId: store.id, ...DEMO_DROP_OFF_PLACE });
  }
}
