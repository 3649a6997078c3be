import type { StoreMetaBody, StoreSettingResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { saveSection, storeSettingOf } from './store-profile-row';

/** `PATCH /store/v1/meta`: the name (on the store) and the descriptive fields; absent ones stay. */
export async function updateStoreMeta(
  deps: Deps,
  storeId: string,
  body: StoreMetaBody,
): Promise<StoreSettingResponse> {
  const now = deps.clock();
  const { name, ...meta } = body;
  if (name !== undefined)
    await deps.db.update(stores).set({ name, updatedAt: now }).where(eq(stores.id, storeId));
  const current = await storeSettingOf(deps, storeId);
  const changed = Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined));
  await saveSection(deps.db, storeId, 'meta', { ...current.meta, ...changed }, now);
  return storeSettingOf(deps, storeId);
}
