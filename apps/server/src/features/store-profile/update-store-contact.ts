import type { StoreContactBody, StoreSettingResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { saveSection, storeSettingOf } from './store-profile-row';

/** `PUT /store/v1/contact-update`: the support email goes on the store, where emails read it. */
export async function updateStoreContact(
  deps: Deps,
  storeId: string,
  body: StoreContactBody,
): Promise<StoreSettingResponse> {
  const now = deps.clock();
  const { support_email, ...contact } = body;
  await deps.db
    .update(stores)
    .set({ supportEmail: support_email, updatedAt: now })
    .where(eq(stores.id, storeId));
  await saveSection(deps.db, storeId, 'contact', contact, now);
  return storeSettingOf(deps, storeId);
}
