import { fromMinor, toMinor } from '@roundtrip/core/money';
import { markPaidStep } from '@roundtrip/core/payments';
import type { MarkOrderPaidInput, Order } from '../platform';
import { PlatformError } from '../platform-error';
import { ORDER_MARK_AS_PAID } from './documents/money';
import { ORDER_OUTSTANDING_QUERY } from './documents/orders';
import { mapOrder } from './map-order';
import { rawOrder } from './reads';
import { gidOf, type ShopifyDeps } from './shopify-deps';
import { journaledWrite, throwUserErrors } from './write-journal';

async function outstanding(deps: ShopifyDeps, storeId: string, id: string): Promise<number> {
  const data = await deps.gql(storeId, ORDER_OUTSTANDING_QUERY, { id });
  if (!data.order) throw new PlatformError('not_found', 'Order not found');
  const owed = data.order.totalOutstandingSet.shopMoney;
  return toMinor(owed.amount, owed.currencyCode);
}

/** orderMarkAsPaid, as core's `markPaidStep` decides; an order owing nothing is already done (idempotent by state). */
export async function markOrderPaid(
  deps: ShopifyDeps,
  storeId: string,
  input: MarkOrderPaidInput,
): Promise<Order> {
  const id = gidOf('Order', input.orderId);
  const owed = await outstanding(deps, storeId, id);
  const step = markPaidStep(owed, toMinor(input.amount, input.currency));
  if (step === 'owes_more')
    throw new PlatformError(
      'invalid_state',
      `Shopify: the order owes ${fromMinor(owed, input.currency)} ${input.currency}, more than the ${input.amount} paid; mark it paid in Shopify once settled`,
    );
  if (step === 'mark')
    await journaledWrite<null>(deps, storeId, {
      operation: 'markOrderPaid',
      input,
      snapshot: async () => null,
      find: async () => ((await outstanding(deps, storeId, id)) === 0 ? { id } : null),
      send: async () => {
        const data = await deps.gql(storeId, ORDER_MARK_AS_PAID, { input: { id } }, { write: true });
        throwUserErrors(data.orderMarkAsPaid?.userErrors);
        return { id };
      },
    });
  const order = await rawOrder(deps, storeId, id);
  if (!order) throw new PlatformError('not_found', 'Order not found');
  return mapOrder(order);
}
