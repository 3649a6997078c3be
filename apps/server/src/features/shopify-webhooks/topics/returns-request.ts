import { returnWebhook } from '@roundtrip/core';
import { isCashOnDelivery } from '@roundtrip/core/orders';
import { refundModesFor } from '@roundtrip/core/policy';
import { shopifyRequestRefundMode, shopifyReturnReasonLabel } from '@roundtrip/core/shopify-sync';
import type { RequestAddress, StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import { queueRequestCreatedEmails } from '../../../notifications/queue-notification';
import { withKnownDeliveries } from '../../../platform/known-deliveries';
import type { Order, Return } from '../../../platform/platform';
import { storePolicyOf } from '../../../store/store-policy';
import { insertPlannedRequest } from '../../requests/submit/insert-request';
import { planRequest } from '../../requests/submit/plan-request';
import { requestOfReturn, syncReturn } from '../sync-return';
import { type HandlerResult, ignored, processed, type TopicHandler } from '../topic-handler';

function addressOf(order: Order): RequestAddress | null {
  const a = order.shipping_address;
  if (!a) return null;
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    address_line_1: a.address1,
    address_line_2: a.address2,
    city: a.city,
    province: a.province,
    country: a.country,
    postal_code: a.zip,
  };
}

/** Planned by the store's rules like a portal request, so its money is the one the merchant would see. */
async function createRequest(deps: Deps, store: StoreRow, order: Order, ret: Return): Promise<string> {
  const allowed = refundModesFor(storePolicyOf(deps.config, store), {
    isCod: isCashOnDelivery(order),
    hasCustomer: order.customer !== null,
  });
  const { plan } = await planRequest(deps, store, order, {
    kind: 'return',
    refund_mode: shopifyRequestRefundMode(allowed),
    items: ret.return_line_items.map((l) => ({ line_item_id: l.line_item_id, quantity: l.quantity })),
  });
  const address = addressOf(order);
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

/**
 * returns/request: a return the customer asked for in Shopify's customer accounts becomes a request
 * (source `shopify`), planned and priced by the store's rules, linked to the Shopify return so the
 * merchant's approval approves that return. The return and the order are read from the platform.
 */
export const returnsRequest: TopicHandler<{ id: string }> = {
  payload: returnWebhook,
  async run({ deps, store }, payload): Promise<HandlerResult> {
    const existing = await requestOfReturn(deps, store.id, payload.id);
    if (existing) return syncReturn(deps, store, payload.id);
    const ret = await deps.platform.getReturn(store.id, payload.id);
    if (!ret) return ignored(`Shopify return ${payload.id} no longer exists`);
    const read = await deps.platform.getOrder(store.id, ret.order_id);
    const order = read && (await withKnownDeliveries(deps.db, store.id, read));
    if (!order) return ignored(`Order ${ret.order_id} of return ${ret.id} no longer exists`);
    try {
      await createRequest(deps, store, order, ret);
    } catch (error) {
      // The store's rules refuse it (window, restrictions...): Shopify still holds the request for the merchant.
      if (error instanceof AppError && error.status < 500)
        return ignored(`The store's rules refuse return ${ret.name}: ${error.message}`);
      throw error;
    }
    // It may have moved on in Shopify before this delivery was processed.
    if (ret.status !== 'REQUESTED') await syncReturn(deps, store, ret.id);
    return processed(`Request created for Shopify return ${ret.name}`);
  },
};
