import {
  appliedPlanName,
  type BillingMode,
  type Feature,
  isFeatureUnlocked,
  planRequiredMessage,
  storeBillingMode,
} from '@roundtrip/core/plans';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { stores } from '../db/schema';
import type { Deps } from '../deps';
import { AppError, notFound } from '../errors';

type StoreBilling = { planName: string; billing: BillingMode | null };

/** Billing for one store: its own mode when seeded with one (the billing demo store), else BILLING. */
export const billingOf = (
  config: Pick<Config, 'billing'>,
  store: Pick<StoreBilling, 'billing'>,
): BillingMode => storeBillingMode(config.billing ?? 'off', store.billing);

/** The plan whose gates apply to a store: its own with billing on, self-hosted (all on) otherwise. */
export const gatingPlan = (config: Pick<Config, 'billing'>, store: StoreBilling): string =>
  appliedPlanName(billingOf(config, store), store.planName);

/** The store's plan (or self-hosted, with billing off) includes this feature. */
export const hasFeature = (config: Pick<Config, 'billing'>, store: StoreBilling, feature: Feature): boolean =>
  isFeatureUnlocked(gatingPlan(config, store), feature);

/** 403 PLAN_REQUIRED naming the feature and the plan that has it (docs/plans.md). */
export function requireFeature(config: Pick<Config, 'billing'>, store: StoreBilling, feature: Feature): void {
  if (!hasFeature(config, store, feature)) throw new AppError('PLAN_REQUIRED', planRequiredMessage(feature));
}

/** The same, reading the store's plan on this request: an upgrade or a downgrade counts at once. */
export async function requireStoreFeature(
  deps: Pick<Deps, 'db' | 'config'>,
  storeId: string,
  feature: Feature,
  db: Deps['db'] | Tx = deps.db,
): Promise<void> {
  const [store] = await db
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  requireFeature(deps.config, store, feature);
}

/** Whether a store's plan includes the feature, read now (side effects decide by it). */
export async function storeHasFeature(
  deps: Pick<Deps, 'db' | 'config'>,
  storeId: string,
  feature: Feature,
  db: Deps['db'] | Tx = deps.db,
): Promise<boolean> {
  const [store] = await db
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store ? hasFeature(deps.config, store, feature) : false;
}
