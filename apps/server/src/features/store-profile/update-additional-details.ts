import type { StoreAdditionalDetailsBody, StoreSettingResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { saveSection, storeSettingOf } from './store-profile-row';

/** `PUT /store/v1/additional-details`: the legal name, tax id and business address. */
export async function updateAdditionalDetails(
  deps: Deps,
  storeId: string,
  body: StoreAdditionalDetailsBody,
): Promise<StoreSettingResponse> {
  await saveSection(deps.db, storeId, 'additionalDetails', body, deps.clock());
  return storeSettingOf(deps, storeId);
}
