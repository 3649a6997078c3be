import { personAddressOf } from '@roundtrip/core/orders';
import { orderRefundModes } from '@roundtrip/core/policy';
import { shopifyRequestRefundMode, shopifyReturnReasonLabel } from '@roundtrip/core/shopify-sync';
import type { StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { queueRequestCreatedEmails } from '../../../notifications/queue-notification';
import type { Order, Return } from '../../../platform/platform';
import { storePolicyOf } from '../../../store/store-policy';
import { insertPlannedRequest } from './insert-request';
import { planRequest } from './plan-request';

/**
 * The channel of returns asked for on the platform (Shopify's `returns/request`): the return becomes a
 * request (source `shopify`, self-ship), planned by the store's rules like a portal request so its
 * money is the one the merchant would see, with the shopper's and the merchant's emails. A refusal by
 * the rules is thrown, as the portal's is.
 */
export async function submitPlatformReturn(
  deps: Deps,
  store: StoreRow,
  order: Order,
  ret: Return,
): Promise<string> {
  const allowed = orderRefundModes(storePolicyOf(deps.config, store), order);
  const { plan } = await planRequest(deps, store, order, {
    kind: 'return',
    refund_mode: shopifyRequestRefundMode(allowed),
    items: ret.return_line_items.map((l) => ({ line_item_id: l.line_item_id, quantity: l.quantity })),
  });
  const address = personAddressOf(order.shipping_address);
  const name = address ? `${address.first_name} ${address.last_name}`.trim() : '';
  const customerName =
    name || `${order.customer?.first_name ?? ''} ${order.customer?.last_name ?? ''}`.trim();
  const now = deps.clock();
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await insertPlannedRequest(deps, tx, {
      storeId: store.id,
      order,
      plan,
      now,
      fields: {
        source: 'shopify',
        customerName,
        customerEmail: order.email ?? order.customer?.email ?? '',
        customerPhone: order.phone ?? order.customer?.phone ?? '',
        method: 'self_ship',
        address,
        platformReturnId: ret.id,
        // One request per Shopify return, whatever happens to the webhook.
        idempotencyKey: `shopify-return:${ret.id}`,
      },
      items: ret.return_line_items.map((l) => ({
        reasonId: null,
        reason: shopifyReturnReasonLabel(l.return_reason),
        comment: l.customer_note ?? '',
        quantity: l.quantity,
      })),
      created: {
        actorType: 'customer',
        actorId: null,
        message: `Return requested in Shopify (${ret.name})`,
        data: { return_id: ret.id },
      },
    });
    // The shopper hears from the store as if they had used the portal; the merchant sees a new request.
    await queueRequestCreatedEmails(deps, tx, inserted.id, now);
    return inserted;
  });
  return created.id;
}
