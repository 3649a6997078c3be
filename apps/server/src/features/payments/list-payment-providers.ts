import type { PaymentProviderView, PriceDifferencesView } from '@roundtrip/core';
import {
  isSupportedProvider,
  PAYMENT_PROVIDERS,
  PROVIDER_CREDENTIALS,
  priceDifferenceCollector,
  providerCanCollect,
} from '@roundtrip/core/payments';
import { eq } from 'drizzle-orm';
import { paymentProviders, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { collectorStore } from '../../providers/payments/provider-clients';

/**
 * Every provider the spec names, with the store's saved state, and who collects price differences.
 * Active means switched on with credentials the provider accepted and allowed by the plan (the sandbox on
 * a demo store only, on by default there); a downgraded store's provider stays saved, not active.
 */
export async function listPaymentProviders(
  deps: Deps,
  storeId: string,
): Promise<{ docs: PaymentProviderView[]; price_differences: PriceDifferencesView }> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  const rows = await deps.db.select().from(paymentProviders).where(eq(paymentProviders.storeId, storeId));
  const collecting = collectorStore(deps, store);
  const isActive = (r: (typeof rows)[number]) =>
    r.active && providerCanCollect(collecting, { provider: r.provider, verified: r.verifiedAt !== null });
  const active = rows.find(isActive) ?? null;
  const base = (deps.config.publicUrl ?? '').replace(/\/+$/, '');
  const docs = PAYMENT_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    const sandboxDefault = provider === 'sandbox' && !active && store.platform === 'demo';
    return {
      provider,
      supported: isSupportedProvider(provider),
      configured: provider === 'sandbox' || Boolean(row?.credentials),
      active: (row ? isActive(row) : false) || sandboxDefault,
      verified_at: row?.verifiedAt?.toISOString() ?? null,
      credential_fields: [...PROVIDER_CREDENTIALS[provider]],
      webhook_url:
        row && provider !== 'sandbox' ? `${base}/api/payments/v1/webhooks/${provider}/${row.id}` : null,
    };
  });
  const shopify = store.platform === 'shopify';
  return {
    docs,
    price_differences: {
      platform: store.platform,
      collect_with: shopify ? store.priceDifferencesWith : null,
      collector: priceDifferenceCollector(
        collecting,
        active ? { provider: active.provider, verified: true } : null,
      ),
      provider: shopify && active ? active.provider : null,
    },
  };
}
