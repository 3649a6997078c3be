import { fromMinor, proRata, toMinor } from '@roundtrip/core/money';
import { paidWithTax } from '@roundtrip/core/pricing';
import type { CancelItemsInput, LineItem, Order, Refund } from '../platform';
import { PlatformError } from '../platform-error';
import { cancelOrder } from './cancel-order';
import type { DemoDeps } from './demo-deps';
import { getOrder } from './get-order';
import { storedResult } from './idempotent';
import { refundOrder } from './refund-order';

/** What the shopper paid for `quantity` more units of a line, after the units refunded before. */
function unitsValue(order: Order, line: LineItem, quantity: number): number {
  const c = order.currency;
  const done = order.refunds
    .flatMap((r) => r.refund_line_items)
    .filter((r) => r.line_item_id === line.id)
    .reduce((s, r) => s + r.quantity, 0);
  const net = toMinor(line.price_set.shop_money.amount, c) * line.quantity - toMinor(line.total_discount, c);
  const tax = line.tax_lines.reduce((s, t) => s + toMinor(t.price_set.shop_money.amount, c), 0);
  const part = (total: number) =>
    proRata(total, done + quantity, line.quantity) - proRata(total, done, line.quantity);
  return paidWithTax(part(net), part(tax), order.taxes_included);
}

/**
 * Cancels unfulfilled units as Shopify does: the whole order with orderCancel and a refund of everything
 * paid; some lines with a refund whose line items are restocked as CANCEL, for what those units cost
 * (the platform's own figure, as Shopify's suggested refund). Each step has its own key, and a retry
 * after the refund answers that refund.
 */
export async function cancelItems(deps: DemoDeps, storeId: string, input: CancelItemsInput): Promise<Refund> {
  const refundKey = `${input.idempotencyKey}:refund`;
  const refund =
    (await storedResult<Refund>(deps, storeId, refundKey)) ??
    (await refundUnits(deps, storeId, input, refundKey));
  // After the refund, so a crash between the two closes the order on the retry.
  if (input.wholeOrder)
    await cancelOrder(deps, storeId, {
      idempotencyKey: `${input.idempotencyKey}:order`,
      orderId: input.orderId,
      reason: 'customer',
      restock: false,
    });
  return refund;
}

async function refundUnits(
  deps: DemoDeps,
  storeId: string,
  input: CancelItemsInput,
  idempotencyKey: string,
): Promise<Refund> {
  const order = await getOrder(deps, storeId, input.orderId);
  if (!order) throw new PlatformError('not_found', 'Order not found');
  let amount = 0;
  for (const item of input.lineItems) {
    const line = order.line_items.find((l) => l.id === item.lineItemId);
    if (!line) throw new PlatformError('not_found', `Line item ${item.lineItemId} is not on this order`);
    if (item.quantity > line.fulfillable_quantity)
      throw new PlatformError(
        'invalid_state',
        `Only ${line.fulfillable_quantity} of line item ${line.id} are unfulfilled and can be cancelled`,
      );
    amount += unitsValue(order, line, item.quantity);
  }
  return refundOrder(deps, storeId, {
    idempotencyKey,
    orderId: order.id,
    // The whole order: everything paid comes back, shipping included, as Shopify's orderCancel refunds it.
    amount: input.wholeOrder ? order.refundable_set.shop_money.amount : fromMinor(amount, order.currency),
    lineItems: input.lineItems.map((l) => ({ ...l, restockType: 'cancel' as const })),
    note: input.wholeOrder ? 'Order cancelled by the customer' : 'Items cancelled by the customer',
  });
}
