import type { PolicySettingsResponse } from '@roundtrip/core';
import { isFeatureUnlocked, planTier, requiredTier } from '@roundtrip/core/plans';
import {
  POLICY_BLOCKS,
  type PolicySettings,
  parsePolicySettings,
  policySettingsSchema,
} from '@roundtrip/core/policy';
import type { StoreRow } from '../../../db/schema';

/** The stored keys whose values are valid (unknown keys included): what a malformed row still offers. */
export function validStored(raw: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const shape: Record<string, { safeParse(v: unknown): { success: boolean } }> = policySettingsSchema.shape;
  return Object.fromEntries(
    Object.entries(raw ?? {}).filter(([key, value]) => !shape[key] || shape[key].safeParse(value).success),
  );
}

/** The stored settings with defaults; a malformed stored value falls back to its default, never a 500. */
export function storedPolicy(store: StoreRow): PolicySettings {
  const parsed = policySettingsSchema.safeParse(store.policySettings ?? {});
  return parsed.success ? parsed.data : parsePolicySettings(validStored(store.policySettings));
}

export const defaultHandleOf = (domain: string) => domain.split('.')[0]?.toLowerCase() ?? domain;

export function policyViewOf(store: StoreRow): PolicySettingsResponse {
  return {
    setting: storedPolicy(store),
    portal: {
      handle: store.portalHandle ?? defaultHandleOf(store.domain),
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
