import { appliedPlanName, type BillingMode, storeBillingMode } from '@roundtrip/core/plans';
import type { Config } from './config';

type StoreBilling = { planName: string; billing: BillingMode | null };

/** Billing for one store: its own mode when seeded with one (the billing demo store), else BILLING. */
export const billingOf = (
  config: Pick<Config, 'billing'>,
  store: Pick<StoreBilling, 'billing'>,
): BillingMode => storeBillingMode(config.billing ?? 'off', store.billing);

/** The plan whose gates apply to a store: its own with billing on, self-hosted (all on) otherwise. */
export const gatingPlan = (config: Pick<Config, 'billing'>, store: StoreBilling): string =>
  appliedPlanName(billingOf(config, store), store.planName);
