import type { StoreRoiBody, StoreSettingResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { saveSection, storeSettingOf } from './store-profile-row';

/** `PUT /store/v1/roi`: the figures the return-on-investment view starts from. */
export async function updateStoreRoi(
  deps: Deps,
  storeId: string,
  body: StoreRoiBody,
): Promise<StoreSettingResponse> {
  await saveSection(deps.db, storeId, 'roi', body, deps.clock());
  return storeSettingOf(deps, storeId);
}
