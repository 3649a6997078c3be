import { fromMinor } from '@roundtrip/core/money';
import { PAYMENT_INVALID_MESSAGE } from '@roundtrip/core/payments';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema';
import type { Deps } from '../../deps';
import { findRequest } from '../requests/lock-request';

const REFUND_STATUS = {
  planned: 'refund_pending',
  pending: 'refund_pending',
  succeeded: 'refunded',
  failed: 'refund_failed',
} as const;

/**
 * GET admin/transactions/{id}: the request's payments through providers and the refunds of them, then
 * the return's refunds to the original payment made through a provider (not the platform).
 */
export async function listTransactions(deps: Deps, storeId: string, requestId: string) {
  await findRequest(deps.db, storeId, requestId);
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.requestId, requestId)))
    .orderBy(asc(payments.createdAt));
  const throughProviders = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.storeId, storeId), eq(refunds.requestId, requestId), isNotNull(refunds.provider)))
    .orderBy(asc(refunds.createdAt));
  const paid = rows.flatMap((p) => [
    {
      id: p.id,
      provider: p.provider,
      kind: 'payment' as const,
      status: p.status,
      amount: fromMinor(p.paidMinor ?? p.amountMinor, p.currency),
      currency: p.currency,
      reference: p.providerPaymentId ?? p.providerRef,
      message: p.failure ? `${PAYMENT_INVALID_MESSAGE}: ${p.failure}` : null,
      created_at: p.createdAt.toISOString(),
    },
    ...(p.refundRef && p.paidMinor !== null
      ? [
          {
            id: `${p.id}:refund`,
            provider: p.provider,
            kind: 'refund' as const,
            status: p.status,
            amount: fromMinor(p.paidMinor, p.currency),
            currency: p.currency,
            reference: p.refundRef,
            message: null,
            created_at: p.updatedAt.toISOString(),
          },
        ]
      : []),
  ]);
  const byProvider = throughProviders.flatMap((r) =>
    r.provider
      ? [
          {
            id: r.id,
            provider: r.provider,
            kind: 'refund' as const,
            status: REFUND_STATUS[r.status],
            amount: r.amount,
            currency: r.currency,
            reference: r.platformRefundId,
            message: r.error,
            created_at: r.createdAt.toISOString(),
          },
        ]
      : [],
  );
  return { docs: [...paid, ...byProvider] };
}
