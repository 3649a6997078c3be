import type { GeneralSettings } from '@roundtrip/core';
import type { StoreRow } from '../../../db/schema';

export function generalSettingsOf(store: StoreRow): {
  general: GeneralSettings;
  setting: Record<string, unknown>;
} {
  return {
    general: {
      name: store.name,
      store_logo: store.logoUrl,
      currency: store.currency,
      country: store.country,
      support_email: store.supportEmail,
    },
    setting: store.policySettings,
  };
}
