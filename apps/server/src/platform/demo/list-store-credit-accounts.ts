import { and, asc, eq } from 'drizzle-orm';
import { demoStoreCreditAccounts } from '../../db/schema';
import type { StoreCreditAccount } from '../platform';
import { storeCreditAccountView } from './credit-view';
import { type DemoDeps, parseId } from './demo-deps';

export async function listStoreCreditAccounts(
  deps: DemoDeps,
  storeId: string,
  customerId: string,
): Promise<StoreCreditAccount[]> {
  const rows = await deps.db
    .select()
    .from(demoStoreCreditAccounts)
    .where(
      and(
        eq(demoStoreCreditAccounts.storeId, storeId),
        eq(demoStoreCreditAccounts.customerId, parseId(customerId)),
      ),
    )
    .orderBy(asc(demoStoreCreditAccounts.id));
  return Promise.all(rows.map((r) => storeCreditAccountView(deps.db, storeId, r)));
}
