import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, type RequestRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { PlannedEffect } from '../../outbox/enqueue';
import { actingAutomation } from '../../store/store-automation';

/**
 * The automation setting "auto-refund additional payments" (docs/workflows.md): when a request whose
 * shopper paid a price difference is rejected or cancelled, the money goes back through the provider
 * that took it (`refund_payment`, keyed by its outbox row). In the closing transaction, so once per close.
 * An automation: off on a plan without automations.
 */
export async function paymentsOnClose(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  request: RequestRow,
): Promise<PlannedEffect[]> {
  if (!(await actingAutomation(deps, tx, request.storeId)).auto_refund_additional_payments) return [];
  const paid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.storeId, request.storeId),
        eq(payments.requestId, request.id),
        eq(payments.status, 'paid'),
      ),
    );
  return paid.map((p) => ({ effect: 'refund_payment', payload: { paymentId: p.id } }));
}
