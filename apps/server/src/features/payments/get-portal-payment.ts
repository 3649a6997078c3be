import type { PortalPayment } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { PAYMENT_INVALID_MESSAGE } from '@roundtrip/core/payments';
import { and, desc, eq } from 'drizzle-orm';
import { payments, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { requireSession } from '../auth/require-portal-session';

/** The details page's "Pay the difference": the latest payment of a request of the session's order. */
export async function getPortalPayment(
  deps: Deps,
  input: { sessionId: string; requestId: string },
): Promise<PortalPayment> {
  const { session } = await requireSession(deps, input.sessionId);
  const [row] = await deps.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(requests, eq(requests.id, payments.requestId))
    .where(
      and(
        eq(payments.storeId, session.storeId),
        eq(payments.requestId, input.requestId),
        eq(requests.orderId, session.orderId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) throw notFound('No payment is due for this request');
  const p = row.payment;
  const invalid = p.status === 'invalid' || p.status === 'refunded' || p.status === 'refund_failed';
  return {
    status: p.status,
    amount: fromMinor(p.amountMinor, p.currency),
    currency: p.currency,
    payment_url: p.status === 'due' ? p.paymentUrl : null,
    message: invalid ? PAYMENT_INVALID_MESSAGE : null,
  };
}
