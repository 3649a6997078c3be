import { toMinor } from '@roundtrip/core/money';
import { markPaidStep } from '@roundtrip/core/payments';
import { and, eq } from 'drizzle-orm';
import { demoOrders, demoTransactions } from '../../db/schema';
import type { MarkOrderPaidInput, Order } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, nextIds, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { readOrders } from './order-view';

/** orderMarkAsPaid: a manual sale of what the order still owes (core's `markPaidStep` decides). */
export function markOrderPaid(deps: DemoDeps, storeId: string, input: MarkOrderPaidInput): Promise<Order> {
  return idempotent(deps, storeId, 'markOrderPaid', input, async (tx, now) => {
    const where = and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.orderId)));
    const [order] = await tx.select().from(demoOrders).where(where).for('update');
    if (!order) throw new PlatformError('not_found', 'Order not found');
    const txs = await tx
      .select()
      .from(demoTransactions)
      .where(and(eq(demoTransactions.storeId, storeId), eq(demoTransactions.orderId, order.id)));
    const received = txs
      .filter((t) => (t.kind === 'sale' || t.kind === 'capture') && t.status === 'success')
      .reduce((sum, t) => sum + t.amountMinor, 0);
    const owed = Math.max(0, order.totalPriceMinor - received);
    const step = markPaidStep(owed, toMinor(input.amount, input.currency));
    if (step === 'owes_more') throw new PlatformError('invalid_state', 'The order owes more than was paid');
    if (step === 'mark') {
      const [id] = await nextIds(tx, storeId, 1);
      await tx.insert(demoTransactions).values({
        storeId,
        id: id as number,
        orderId: order.id,
        kind: 'sale',
        status: 'success',
        gateway: 'manual',
        amountMinor: owed,
        receipt: {},
        createdAt: now,
      });
      await tx
        .update(demoOrders)
        .set({
          financialStatus: 'paid',
          paymentGatewayNames: [...new Set([...order.paymentGatewayNames, 'manual'])],
          updatedAt: now,
        })
        .where(where);
    }
    const [view] = await readOrders(tx, storeId, eq(demoOrders.id, order.id));
    if (!view) throw new Error('the order vanished');
    return view;
  });
}
