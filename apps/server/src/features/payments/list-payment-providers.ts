import type { PaymentProviderView } from '@roundtrip/core';
import { isSupportedProvider, PAYMENT_PROVIDERS, PROVIDER_CREDENTIALS } from '@roundtrip/core/payments';
import { eq } from 'drizzle-orm';
import { paymentProviders, stores } from '../../db/schema';
import type { Deps } from '../../deps';

/** Every provider the spec names, with the store's saved state; the demo store's sandbox is on by default. */
export async function listPaymentProviders(deps: Deps, storeId: string): Promise<PaymentProviderView[]> {
  const rows = await deps.db.select().from(paymentProviders).where(eq(paymentProviders.storeId, storeId));
  const [store] = await deps.db
    .select({ platform: stores.platform })
    .from(stores)
    .where(eq(stores.id, storeId));
  const anyActive = rows.some((r) => r.active);
  const base = (deps.config.publicUrl ?? '').replace(/\/+$/, '');
  return PAYMENT_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    const sandboxDefault = provider === 'sandbox' && !anyActive && store?.platform === 'demo';
    return {
      provider,
      supported: isSupportedProvider(provider),
      configured: provider === 'sandbox' || Boolean(row?.credentials),
      active: Boolean(row?.active) || sandboxDefault,
      credential_fields: [...PROVIDER_CREDENTIALS[provider]],
      webhook_url:
        row && provider !== 'sandbox' ? `${base}/api/payments/v1/webhooks/${provider}/${row.id}` : null,
    };
  });
}
