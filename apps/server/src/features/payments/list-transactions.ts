import { fromMinor } from '@roundtrip/core/money';
import { PAYMENT_INVALID_MESSAGE } from '@roundtrip/core/payments';
import { and, asc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { findRequest } from '../requests/lock-request';

/** GET admin/transactions/{id}: the request's payments through providers and the refunds of them. */
export async function listTransactions(deps: Deps, storeId: string, requestId: string) {
  await findRequest(deps.db, storeId, requestId);
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, storeId), eq(payments.requestId, requestId)))
    .orderBy(asc(payments.createdAt));
  return {
    docs: rows.flatMap((p) => [
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
    ]),
  };
}
