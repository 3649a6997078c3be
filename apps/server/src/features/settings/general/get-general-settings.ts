import { eq } from 'drizzle-orm';
import { stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';
import { generalSettingsOf } from './general-settings-of';

export async function getGeneralSettings(deps: Deps, storeId: string) {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  return generalSettingsOf(deps.config, store);
}
