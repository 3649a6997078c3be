import type { PolicySettingsResponse } from '@roundtrip/core';
import { isFeatureUnlocked, planTier, requiredTier } from '@roundtrip/core/plans';
import { defaultPortalHandle, POLICY_BLOCKS, storedStorePolicy } from '@roundtrip/core/policy';
import type { Config } from '../../../config';
import type { StoreRow } from '../../../db/schema';
import { billingOf, gatingPlan } from '../../../store/billing';

/** The settings page: the merchant's stored values (a setting the plan turns off shows as saved). */
export function policyViewOf(config: Pick<Config, 'billing'>, store: StoreRow): PolicySettingsResponse {
  const plan = gatingPlan(config, store);
  return {
    setting: storedStorePolicy(store.policySettings),
    portal: {
      handle: store.portalHandle ?? defaultPortalHandle(store.domain),
      handle_is_default: store.portalHandle === null,
      brand_color: store.brandColor,
      language: store.language,
    },
    plan: { name: plan, tier: planTier(plan) },
    blocks: POLICY_BLOCKS.map((b) => ({
      id: b.id,
      title: b.title,
      help: b.help,
      fields: [...b.fields],
      feature: b.feature,
      // With billing off there is one plan and it has everything: no block names a plan to buy.
      required_plan: b.feature && billingOf(config, store) !== 'off' ? requiredTier(b.feature) : null,
      locked: b.feature ? !isFeatureUnlocked(plan, b.feature) : false,
      rules: b.rules,
    })),
  };
}
