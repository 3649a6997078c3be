import type { GeneralSettings } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';
import { logoAddress } from '../../../store/logo-address';
import { generalSettingsOf } from './general-settings-of';

/**
 * Saves the page. The logo sent back unchanged keeps an uploaded logo as it is; any other value is the
 * merchant's own web address (or none) and replaces it.
 */
export async function updateGeneralSettings(deps: Deps, storeId: string, input: GeneralSettings) {
  const [current] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!current) throw notFound('Store not found');
  const logoKept = current.logoKey !== null && input.store_logo === logoAddress(deps.config, current);
  const [store] = await deps.db
    .update(stores)
    .set({
      name: input.name,
      ...(logoKept ? {} : { logoUrl: input.store_logo, logoKey: null }),
      currency: input.currency,
      country: input.country,
      supportEmail: input.support_email,
      updatedAt: deps.clock(),
    })
    .where(eq(stores.id, storeId))
    .returning();
  if (!store) throw notFound('Store not found');
  return generalSettingsOf(deps.config, store);
}
