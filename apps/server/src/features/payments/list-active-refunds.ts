import { isSupportedProvider, ORIGINAL_PAYMENT_PROVIDERS } from '@roundtrip/core/payments';
import { eq } from 'drizzle-orm';
import { paymentProviders } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * GET active-refund/list: every provider a refund to the original payment can go through (Stripe and the
 * spec 9 refund labels razorpay, gokwik, payu, easebuzz, cashfree), whether it has a client, and whether
 * a refund through it would go now: connected on the Payments page, as `originalPaymentRoute` requires
 * (being the provider that collects price differences is not needed). docs/payments.md.
 */
export async function listActiveRefunds(deps: Deps, storeId: string) {
  const rows = await deps.db
    .select({ provider: paymentProviders.provider })
    .from(paymentProviders)
    .where(eq(paymentProviders.storeId, storeId));
  return {
    docs: ORIGINAL_PAYMENT_PROVIDERS.map((provider) => ({
      provider,
      supported: isSupportedProvider(provider),
      active: isSupportedProvider(provider) && rows.some((r) => r.provider === provider),
    })),
  };
}
