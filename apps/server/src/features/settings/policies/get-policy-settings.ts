import { eq } from 'drizzle-orm';
import { stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';
import { policyViewOf } from './policy-view';

export async function getPolicySettings(deps: Deps, storeId: string) {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  return policyViewOf(deps.config, store);
}
