import { isSupportedProvider, REFUND_PROVIDERS } from '@roundtrip/core/payments';
import { eq } from 'drizzle-orm';
import { paymentProviders } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * GET active-refund/list: the refund providers of spec 9 and whether the store connected each, for a
 * refund to the original payment where the platform cannot refund (docs/payments.md).
 */
export async function listActiveRefunds(deps: Deps, storeId: string) {
  const rows = await deps.db.select().from(paymentProviders).where(eq(paymentProviders.storeId, storeId));
  return {
    docs: REFUND_PROVIDERS.map((provider) => ({
      provider,
      supported: isSupportedProvider(provider),
      active: rows.some((r) => r.provider === provider && r.active),
    })),
  };
}
