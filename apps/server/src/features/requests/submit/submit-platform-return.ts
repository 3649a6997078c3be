import { personAddressOf } from '@roundtrip/core/orders';
import { orderRefundModes } from '@roundtrip/core/policy';
import { type PlanInput, requestTerms } from '@roundtrip/core/requests';
import { shopifyRequestRefundMode, shopifyReturnReasonLabel } from '@roundtrip/core/shopify-sync';
import type { StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { queueRequestCreatedEmails } from '../../../notifications/queue-notification';
import type { Order, Return } from '../../../platform/platform';
import { orderPolicyOf } from '../../../store/store-policy';
import { insertPlannedRequest, lockOrder } from './insert-request';
import { planRequest } from './plan-request';
import { countOutsideRequest } from './request-allowance';

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
  // The order's market terms, as the portal would have judged it.
  const allowed = orderRefundModes(orderPolicyOf(deps.config, store, order), order);
  const input: PlanInput = {
    kind: 'return',
    refund_mode: shopifyRequestRefundMode(allowed),
    items: ret.return_line_items.map((l) => ({ line_item_id: l.line_item_id, quantity: l.quantity })),
  };
  const { plan, facts } = await planRequest(deps, store, order, input);
  const address = personAddressOf(order.shipping_address);
  const name = address ? `${address.first_name} ${address.last_name}`.trim() : '';
  const customerName =
    name || `${order.customer?.first_name ?? ''} ${order.customer?.last_name ?? ''}`.trim();
  const now = deps.clock();
  const created = await deps.db.transaction(async (tx) => {
    await lockOrder(tx, store.id, order.id);
    const inserted = await insertPlannedRequest(deps, tx, {
      storeId: store.id,
      order,
      plan,
      planned: { facts, input },
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
    await countOutsideRequest(tx, store.id, now);
    // The shopper hears from the store as if they had used the portal; the merchant sees a new request.
    await queueRequestCreatedEmails(
      deps,
      tx,
      { request: inserted.request, store, terms: requestTerms(facts.policy, order, facts.lines) },
      now,
    );
    return inserted.request;
  });
  return created.id;
}
