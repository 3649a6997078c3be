import { proRata } from '@roundtrip/core/money';
import { and, eq } from 'drizzle-orm';
import {
  type DemoRefundLineItem,
  demoLineItems,
  demoOrders,
  demoRefunds,
  demoReturns,
  demoTransactions,
} from '../../db/schema';
import type { Refund, RefundInput } from '../platform';
import { PlatformError } from '../platform-error';
import { fulfilledUnits, restockCancelled } from './cancelled-units';
import { type DemoDeps, money, nextIds, parseAmount, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { refundView } from './order-view';
import { gatewayRefusal, refundablePayments, totalRefundable } from './refund-rules';

/**
 * refundCreate: money back to the original payments, never more than was paid through them and not yet
 * refunded. The order row is locked first, so two refunds at once cannot both pass the cap.
 */
export function refundOrder(deps: DemoDeps, storeId: string, input: RefundInput): Promise<Refund> {
  return idempotent(deps, storeId, 'refund', input, async (tx, now) => {
    const [order] = await tx
      .select()
      .from(demoOrders)
      .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.orderId))))
      .for('update');
    if (!order) throw new PlatformError('not_found', 'Order not found');
    const amount = parseAmount(input.amount, order.currency, 'amount', true);
    const shipping = input.shipping ? parseAmount(input.shipping, order.currency, 'shipping', true) : 0;
    if (shipping > amount)
      throw new PlatformError('invalid_input', 'Refunded shipping is part of the amount');
    const items = input.lineItems ?? [];
    if (amount === 0 && items.length === 0) throw new PlatformError('invalid_input', 'Nothing to refund');

    if (input.returnId) {
      const [ret] = await tx
        .select({ id: demoReturns.id })
        .from(demoReturns)
        .where(
          and(
            eq(demoReturns.storeId, storeId),
            eq(demoReturns.id, parseId(input.returnId)),
            eq(demoReturns.orderId, order.id),
          ),
        );
      if (!ret) throw new PlatformError('not_found', 'That return is not on this order');
    }
    const transactions = await tx
      .select()
      .from(demoTransactions)
      .where(and(eq(demoTransactions.storeId, storeId), eq(demoTransactions.orderId, order.id)))
      .orderBy(demoTransactions.id);
    const payments = refundablePayments(order, transactions);
    const refundable = totalRefundable(payments);
    if (amount > refundable) {
      throw new PlatformError(
        'refund_exceeds_refundable',
        `At most ${money(refundable, order.currency).amount} ${order.currency} can be refunded to the original payments`,
      );
    }
    const refusal = gatewayRefusal(payments, amount, now);
    if (refusal) throw new PlatformError('invalid_state', refusal);

    const lines = await tx
      .select()
      .from(demoLineItems)
      .where(and(eq(demoLineItems.storeId, storeId), eq(demoLineItems.orderId, order.id)));
    const earlier = await tx
      .select({ items: demoRefunds.refundLineItems })
      .from(demoRefunds)
      .where(and(eq(demoRefunds.storeId, storeId), eq(demoRefunds.orderId, order.id)));
    const ids = await nextIds(tx, storeId, 1 + items.length + payments.length);
    const [refundId] = ids as [number];
    const fulfilled = await fulfilledUnits(tx, storeId, order.id);
    const refundLineItems: DemoRefundLineItem[] = items.map((item, i) => {
      const line = lines.find((l) => l.id === parseId(item.lineItemId));
      if (!line) throw new PlatformError('not_found', `Line item ${item.lineItemId} is not on this order`);
      const earlierOfLine = earlier.flatMap((r) => r.items).filter((r) => r.line_item_id === line.id);
      const done = earlierOfLine.reduce((s, r) => s + r.quantity, 0);
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || done + item.quantity > line.quantity) {
        throw new PlatformError(
          'quantity_exceeded',
          `Only ${line.quantity - done} of line item ${line.id} are left to refund`,
        );
      }
      if (item.restockType === 'cancel') {
        // As Shopify: only units neither fulfilled nor cancelled before can be cancelled.
        const cancelled = earlierOfLine
          .filter((r) => r.restock_type === 'cancel')
          .reduce((s, r) => s + r.quantity, 0);
        const left = order.cancelledAt ? 0 : line.quantity - (fulfilled.get(line.id) ?? 0) - cancelled;
        if (item.quantity > left)
          throw new PlatformError(
            'invalid_state',
            `Only ${Math.max(0, left)} of line item ${line.id} are unfulfilled and can be cancelled`,
          );
      }
      const net =
        line.priceMinor * line.quantity - line.discountAllocations.reduce((s, a) => s + a.amount_minor, 0);
      const tax = line.taxLines.reduce((s, t) => s + t.price_minor, 0);
      return {
        id: ids[1 + i] as number,
        line_item_id: line.id,
        quantity: item.quantity,
        restock_type: item.restockType ?? 'no_restock',
        location_id: null,
        subtotal_minor: proRata(net, done + item.quantity, line.quantity) - proRata(net, done, line.quantity),
        total_tax_minor:
          proRata(tax, done + item.quantity, line.quantity) - proRata(tax, done, line.quantity),
      };
    });
    for (const cancelled of refundLineItems.filter((r) => r.restock_type === 'cancel'))
      await restockCancelled(tx, storeId, order.id, cancelled, now);
    const [refund] = await tx
      .insert(demoRefunds)
      .values({
        storeId,
        id: refundId,
        orderId: order.id,
        returnId: input.returnId ? parseId(input.returnId) : null,
        note: input.note ?? null,
        refundLineItems,
        shippingMinor: shipping,
        createdAt: now,
      })
      .returning();
    // Spread over the original payments, oldest first, each up to what is left on it.
    let left = amount;
    const txIds = ids.slice(1 + items.length);
    for (const [i, payment] of payments.entries()) {
      if (left === 0) break;
      const part = Math.min(left, payment.remaining);
      if (part === 0) continue;
      left -= part;
      await tx.insert(demoTransactions).values({
        storeId,
        id: txIds[i] as number,
        orderId: order.id,
        parentId: payment.id,
        refundId,
        kind: 'refund',
        status: 'success',
        gateway: payment.gateway,
        amountMinor: part,
        authorization: payment.authorization,
        receipt: { refund_id: `rfnd_${refundId}` },
        createdAt: now,
      });
    }
    const stillRefundable = refundable - amount;
    const financialStatus =
      amount === 0 ? order.financialStatus : stillRefundable === 0 ? 'refunded' : 'partially_refunded';
    await tx
      .update(demoOrders)
      .set({ financialStatus, updatedAt: now })
      .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, order.id)));
    const all = await tx
      .select()
      .from(demoTransactions)
      .where(and(eq(demoTransactions.storeId, storeId), eq(demoTransactions.refundId, refundId)));
    return refundView(refund as typeof demoRefunds.$inferSelect, order, all);
  });
}
