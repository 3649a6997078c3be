import type { GeneralSettings } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';
import { generalSettingsOf } from './general-settings-of';

export async function updateGeneralSettings(deps: Deps, storeId: string, input: GeneralSettings) {
  const [store] = await deps.db
    .update(stores)
    .set({
      name: input.name,
      logoUrl: input.store_logo,
      currency: input.currency,
      country: input.country,
      supportEmail: input.support_email,
      updatedAt: deps.clock(),
    })
    .where(eq(stores.id, storeId))
    .returning();
  if (!store) throw notFound('Store not found');
  return generalSettingsOf(store);
}
