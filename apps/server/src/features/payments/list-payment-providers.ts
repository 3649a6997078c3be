import type { PaymentProviderView } from '@roundtrip/core';
import { isSupportedProvider, PAYMENT_PROVIDERS, PROVIDER_CREDENTIALS } from '@roundtrip/core/payments';
import { eq } from 'drizzle-orm';
import { hasFeature } from '../../billing';
import { paymentProviders, stores } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * Every provider the spec names, with the store's saved state. Active means it collects: switched on with
 * credentials the provider accepted (the sandbox on a demo store only, on by default there).
 */
export async function listPaymentProviders(deps: Deps, storeId: string): Promise<PaymentProviderView[]> {
  const rows = await deps.db.select().from(paymentProviders).where(eq(paymentProviders.storeId, storeId));
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  // A provider the plan no longer allows (a downgrade) stays saved but collects nothing.
  const integrations = store ? hasFeature(deps.config, store, 'payment_integrations') : false;
  const collects = (r: (typeof rows)[number]) =>
    r.active &&
    r.verifiedAt !== null &&
    (r.provider === 'sandbox' ? store?.platform === 'demo' : integrations);
  const anyActive = rows.some(collects);
  const base = (deps.config.publicUrl ?? '').replace(/\/+$/, '');
  return PAYMENT_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    const sandboxDefault = provider === 'sandbox' && !anyActive && store?.platform === 'demo';
    return {
      provider,
      supported: isSupportedProvider(provider),
      configured: provider === 'sandbox' || Boolean(row?.credentials),
      active: (row ? collects(row) : false) || sandboxDefault,
      verified_at: row?.verifiedAt?.toISOString() ?? null,
      credential_fields: [...PROVIDER_CREDENTIALS[provider]],
      webhook_url:
        row && provider !== 'sandbox' ? `${base}/api/payments/v1/webhooks/${provider}/${row.id}` : null,
    };
  });
}
