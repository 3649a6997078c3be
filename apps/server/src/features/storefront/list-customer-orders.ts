import type { StorefrontOrder, StorefrontOrdersResponse } from '@roundtrip/core';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import type { Order } from '../../platform/platform';
import type { Storefront } from './find-storefront';

/** The picker shows the latest orders; an older one is still found by its number and email. */
const ORDERS_SHOWN = 10;

function summaryOf(order: Order): StorefrontOrder {
  const paid = order.total_price_set.presentment_money;
  return {
    id: order.id,
    name: order.name,
    created_at: order.created_at,
    total: paid.amount,
    currency: paid.currency_code,
    item_count: order.line_items.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The signed-in customer's latest orders, read from the Admin API (newest first). */
export async function listCustomerOrders(
  deps: Deps,
  storefront: Storefront & { customerId: string },
): Promise<StorefrontOrdersResponse> {
  await enterStore(storefront.store);
  const orders = await deps.platform.listCustomerOrders(storefront.store.id, storefront.customerId, {
    limit: ORDERS_SHOWN,
  });
  return { orders: orders.map(summaryOf) };
}
