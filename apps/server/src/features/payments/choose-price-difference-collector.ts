import type { PriceDifferencesBody, PriceDifferencesView } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { requireFeature } from '../../store/billing';
import { listPaymentProviders } from './list-payment-providers';

/**
 * A Shopify store's choice of who collects price differences: Shopify's checkout (the default) or its
 * active provider. Only a Shopify store has a checkout to choose; choosing the provider needs one that can
 * collect (switched on, connected, allowed by the plan), so the page never shows a choice that does nothing.
 * Payments already asked for keep their collector: their refunds go back the way they were taken.
 */
export async function choosePriceDifferenceCollector(
  deps: Deps,
  storeId: string,
  body: PriceDifferencesBody,
): Promise<PriceDifferencesView> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  if (store.platform !== 'shopify')
    throw new AppError(
      'VALIDATION_FAILED',
      "Only a Shopify store chooses: this store's active provider collects price differences",
      { collect_with: 'Shopify stores only' },
    );
  if (body.collect_with === 'provider') {
    requireFeature(deps.config, store, 'payment_integrations');
    const { price_differences } = await listPaymentProviders(deps, storeId);
    if (!price_differences.provider)
      throw new AppError('VALIDATION_FAILED', 'Connect and switch on a payment provider first', {
        collect_with: 'No active provider',
      });
  }
  await deps.db
    .update(stores)
    .set({ priceDifferencesWith: body.collect_with, updatedAt: deps.clock() })
    .where(eq(stores.id, storeId));
  return (await listPaymentProviders(deps, storeId)).price_differences;
}
