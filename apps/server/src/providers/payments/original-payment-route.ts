import {
  isSupportedProvider,
  type OriginalPaymentProvider,
  originalPaymentId,
} from '@roundtrip/core/payments';
import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentProviders, type RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireStoreFeature } from '../../store/billing';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message, { provider: message });

/** Where a refund to the original payment goes through a provider: its row and the payment to refund. */
export type ProviderRefundRoute = {
  provider: OriginalPaymentProvider;
  providerId: string;
  paymentId: string;
};

/**
 * Checks, before the refund is recorded, that the provider can refund this order's payment: a provider
 * with a real client, connected on the Payments page (credentials it accepted), and a successful payment
 * of the order through it. The others answer 400 ("not yet supported", "connect it first", "not paid
 * through it"), never a refund that would fail later. Refunding through a provider is a Grow feature
 * (third-party refunds): 403 on a plan without it.
 */
export async function originalPaymentRoute(
  deps: Deps,
  request: RequestRow,
  provider: OriginalPaymentProvider,
): Promise<ProviderRefundRoute> {
  if (!isSupportedProvider(provider)) throw refused(`Refunds through ${provider} are not yet supported`);
  await requireStoreFeature(deps, request.storeId, 'third_party_refunds');
  const [row] = await deps.db
    .select({ id: paymentProviders.id })
    .from(paymentProviders)
    .where(
      and(
        eq(paymentProviders.storeId, request.storeId),
        eq(paymentProviders.provider, provider),
        isNotNull(paymentProviders.verifiedAt),
      ),
    );
  if (!row) throw refused(`Connect ${provider} on the Payments page to refund through it`);
  const order = await deps.platform.getOrder(request.storeId, request.orderId);
  const paymentId = originalPaymentId(order?.transactions ?? [], provider);
  if (!paymentId) throw refused(`The order was not paid through ${provider}`);
  return { provider, providerId: row.id, paymentId };
}
