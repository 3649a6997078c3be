import { and, eq } from 'drizzle-orm';
import { payments, type RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';

/**
 * The request's exchange waits for the shopper's payment: a payment was asked for and none was accepted
 * (due, or taken and refunded as invalid). Receiving the return then does not release the order.
 */
export async function paymentAwaited(deps: Deps, request: RequestRow): Promise<boolean> {
  const rows = await deps.db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.storeId, request.storeId), eq(payments.requestId, request.id)));
  return rows.length > 0 && !rows.some((r) => r.status === 'paid');
}
