import type { PolicySettingsResponse } from '@roundtrip/core';
import { isFeatureUnlocked, planTier, requiredTier } from '@roundtrip/core/plans';
import { defaultPortalHandle, POLICY_BLOCKS, storedStorePolicy } from '@roundtrip/core/policy';
import type { StoreRow } from '../../../db/schema';

/** The settings page: the merchant's stored values (a setting the plan turns off shows as saved). */
export function policyViewOf(store: StoreRow): PolicySettingsResponse {
  return {
    setting: storedStorePolicy(store.policySettings),
    portal: {
      handle: store.portalHandle ?? defaultPortalHandle(store.domain),
      handle_is_default: store.portalHandle === null,
      brand_color: store.brandColor,
      language: store.language,
    },
    plan: { name: store.planName, tier: planTier(store.planName) },
    blocks: POLICY_BLOCKS.map((b) => ({
      id: b.id,
      title: b.title,
      help: b.help,
      fields: [...b.fields],
      feature: b.feature,
      required_plan: b.feature ? requiredTier(b.feature) : null,
      locked: b.feature ? !isFeatureUnlocked(store.planName, b.feature) : false,
      rules: b.rules,
    })),
  };
}
