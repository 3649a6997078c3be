import type { AccountSignInOption } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { findStoreByHandle } from '../portal/find-store';
import { customerAccountsOf } from './customer-account-client';

/** Whether the lookup page shows "Sign in with Shopify": only where Shopify's discovery answers. */
export async function getSignInOption(deps: Deps, handle: string): Promise<AccountSignInOption> {
  const store = await findStoreByHandle(deps.db, handle);
  return { available: (await customerAccountsOf(deps, store)) !== null };
}
