import type { StoreSettingResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { storeSettingOf } from './store-profile-row';

/** `GET /store/v1/setting/{id}` (the store's id or domain): only the token's own store; any other answers 404. */
export async function getStoreSetting(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<StoreSettingResponse> {
  if (id !== auth.storeId && id !== auth.storeDomain) throw new AppError('NOT_FOUND', 'Store not found');
  return storeSettingOf(deps, auth.storeId);
}
