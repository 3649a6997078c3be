import { type AutomationSettings, automationSettingsOf } from '@roundtrip/core/workflows';
import { eq } from 'drizzle-orm';
import type { Tx } from './db/client';
import { stores } from './db/schema';
import type { Deps } from './deps';

/** A store's automation settings, read inside the caller's transaction when a verb decides by one. */
export async function storeAutomation(db: Deps['db'] | Tx, storeId: string): Promise<AutomationSettings> {
  const [store] = await db
    .select({ policy: stores.policySettings })
    .from(stores)
    .where(eq(stores.id, storeId));
  return automationSettingsOf(store?.policy ?? {});
}
