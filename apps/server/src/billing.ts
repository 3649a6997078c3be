import { appliedPlanName } from '@roundtrip/core/plans';
import type { Config } from './config';

/** The plan whose gates apply to a store: its own with BILLING=shopify, self-hosted (all on) otherwise. */
export const gatingPlan = (config: Pick<Config, 'billing'>, store: { planName: string }): string =>
  appliedPlanName(config.billing ?? 'off', store.planName);
