import type { GeneralSettings } from '@roundtrip/core';
import type { Config } from '../../../config';
import type { StoreRow } from '../../../db/schema';
import { logoAddress } from '../../../store/logo-address';

export function generalSettingsOf(
  config: Pick<Config, 'publicUrl' | 'port'>,
  store: StoreRow,
): {
  general: GeneralSettings;
  setting: Record<string, unknown>;
} {
  return {
    general: {
      name: store.name,
      store_logo: logoAddress(config, store),
      currency: store.currency,
      country: store.country,
      support_email: store.supportEmail,
    },
    setting: store.policySettings,
  };
}
