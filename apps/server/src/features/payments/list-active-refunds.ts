import { isSupportedProvider, ORIGINAL_PAYMENT_PROVIDERS } from '@roundtrip/core/payments';
import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentProviders } from '../../db/schema';
import type { Deps } from '../../deps';
import { storeHasFeature } from '../../store/billing';

/**
 * GET active-refund/list: every provider a refund to the original payment can go through (Stripe and the
 * the refund-mode labels razorpay, gokwik, payu, easebuzz, cashfree), whether it has a client, and whether
 * a refund through it would go now: connected on the Payments page with accepted credentials, on a plan
 * with third-party refunds, as `originalPaymentRoute` requires (being the provider that collects price
 * differences is not needed). docs/payments.md.
 */
export async function listActiveRefunds(deps: Deps, storeId: string) {
  const allowed = await storeHasFeature(deps, storeId, 'third_party_refunds');
  const rows = await deps.db
    .select({ provider: paymentProviders.provider })
    .from(paymentProviders)
    .where(and(eq(paymentProviders.storeId, storeId), isNotNull(paymentProviders.verifiedAt)));
  return {
    docs: ORIGINAL_PAYMENT_PROVIDERS.map((provider) => ({
      provider,
      supported: isSupportedProvider(provider),
      active: allowed && isSupportedProvider(provider) && rows.some((r) => r.provider === provider),
    })),
  };
}
