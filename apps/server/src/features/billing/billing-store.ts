import type { BillingMode } from '@roundtrip/core/plans';
import { eq } from 'drizzle-orm';
import { type StoreRow, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { billingOf } from '../../store/billing';

export type BillingStore = { store: StoreRow; billing: BillingMode; checkout: 'shopify' | 'demo' };

/**
 * The store and how it pays: a store on Shopify approves charges on Shopify; one on the embedded demo has
 * no Shopify to charge it, so it gets the labelled demo billing page (never a silent success).
 */
export async function billingStore(deps: Deps, storeId: string): Promise<BillingStore> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  return {
    store,
    billing: billingOf(deps.config, store),
    checkout: store.platform === 'shopify' ? 'shopify' : 'demo',
  };
}

/** Buying or leaving a plan means nothing while billing is off: every feature is already on. */
export async function billedStore(deps: Deps, storeId: string): Promise<BillingStore> {
  const found = await billingStore(deps, storeId);
  if (found.billing === 'off')
    throw new AppError('CONFLICT', 'Billing is off on this server: every feature is already included');
  return found;
}
