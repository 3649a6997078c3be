import type { z } from 'zod';
import { storeAdditionalDetails, storeContact, storeMeta, storeRoi } from '../contracts/store-profile';
import { FEATURES, type Feature, isFeatureUnlocked } from '../plans/features';

export type StoredProfile = { meta: unknown; additionalDetails: unknown; contact: unknown; roi: unknown };

/** A stored section that no longer parses (an older shape) reads as its defaults, never as a 500. */
function section<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/** The one reader of the stored Store profile sections. */
export function readStoreProfile(row: StoredProfile | null | undefined) {
  return {
    meta: section(storeMeta, row?.meta),
    additional_details: section(storeAdditionalDetails, row?.additionalDetails),
    contact: section(storeContact, row?.contact),
    roi: section(storeRoi, row?.roi),
  };
}

/** `enabledServices`: the features the store's plan (as gating applies it) unlocks. */
export function enabledServices(gatingPlanName: string): Feature[] {
  return FEATURES.filter((feature) => isFeatureUnlocked(gatingPlanName, feature));
}
