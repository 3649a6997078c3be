import { fromMinor, toMinor } from '@roundtrip/core/money';
import type {
  CancelOrderInput,
  CreateExchangeOrderInput,
  ExchangeOrderResult,
  FulfillmentOrder,
  Order,
  Write,
} from '../platform';
import { PlatformError } from '../platform-error';
import {
  FULFILLMENT_ORDER_HOLD,
  FULFILLMENT_ORDER_QUERY,
  FULFILLMENT_ORDER_RELEASE,
  ORDER_CANCEL,
  ORDER_CREATE,
} from './documents';
import { type GFulfillmentOrder, mapFulfillmentOrder } from './map-catalogue';
import { EXCHANGE_FOR_ATTRIBUTE, mapOrder } from './map-order';
import { getVariants, listFulfillmentOrders, rawOrder, searchOrders } from './reads';
import { gidOf, type ShopifyDeps } from './shopify-deps';
import { journaledWrite, throwUserErrors } from './write-journal';

type UserErrors = { field: string[] | null; message: string }[];

/** Every exchange order carries this tag, so the merchant can filter them and we can find ours again. */
const EXCHANGE_TAG = 'roundtrip-exchange';
const HOLD_HANDLE = 'roundtrip-exchange';

async function readOrder(deps: ShopifyDeps, storeId: string, id: string): Promise<Order> {
  const order = await rawOrder(deps, storeId, id);
  if (!order) throw new PlatformError('not_found', 'Order not found');
  return mapOrder(order);
}

/**
 * The exchange ships as a new order: orderCreate with the new variants, the returned value as a fixed
 * discount, our key as its `sourceIdentifier`; then each of its fulfillment orders is held
 * (AWAITING_RETURN_ITEMS) until the return arrives. Adding the items to the original order instead
 * (order editing) is not supported yet.
 */
export async function createExchangeOrder(
  deps: ShopifyDeps,
  storeId: string,
  input: CreateExchangeOrderInput,
): Promise<ExchangeOrderResult> {
  const original = await rawOrder(deps, storeId, input.originalOrderId);
  if (!original) throw new PlatformError('not_found', 'Original order not found');
  const currency = original.currencyCode;
  const variants = await getVariants(
    deps,
    storeId,
    input.lineItems.map((l) => l.variantId),
  );
  const total = input.lineItems.reduce((sum, l) => {
    const v = variants.find((x) => x.id === gidOf('ProductVariant', l.variantId).split('/').pop());
    if (!v) throw new PlatformError('not_found', `Variant ${l.variantId} not found`);
    return sum + toMinor(v.price, currency) * l.quantity;
  }, 0);
  const discount = Math.min(total, toMinor(input.returnedValue, currency));
  const result = await journaledWrite<null>(deps, storeId, {
    operation: 'createExchangeOrder',
    input,
    snapshot: async () => null,
    find: async () => {
      const hit = (await searchOrders(deps, storeId, `tag:${EXCHANGE_TAG}`, 50)).find(
        (o) => o.sourceIdentifier === input.idempotencyKey,
      );
      return hit ? { id: hit.id } : null;
    },
    send: async () => {
      const data = await deps.gql<{ orderCreate: { order: { id: string } | null; userErrors: UserErrors } }>(
        storeId,
        ORDER_CREATE,
        {
          order: {
            lineItems: input.lineItems.map((l) => ({
              variantId: gidOf('ProductVariant', l.variantId),
              quantity: l.quantity,
            })),
            ...(original.customer ? { customerId: original.customer.id } : {}),
            ...(original.email ? { email: original.email } : {}),
            currency,
            ...(input.name ? { name: input.name } : {}),
            tags: [EXCHANGE_TAG, ...(input.tags ?? [])],
            sourceIdentifier: input.idempotencyKey,
            customAttributes: [{ key: EXCHANGE_FOR_ATTRIBUTE, value: original.id.split('/').pop() ?? '' }],
            note: `Exchange for ${original.name}`,
            ...(discount > 0
              ? {
                  discountCode: {
                    itemFixedDiscountCode: {
                      code: `EXCHANGE-${original.name.replace(/\W/g, '')}`,
                      amountSet: {
                        shopMoney: { amount: fromMinor(discount, currency), currencyCode: currency },
                      },
                    },
                  },
                }
              : {}),
          },
        },
        { write: true },
      );
      throwUserErrors(data.orderCreate?.userErrors);
      if (!data.orderCreate?.order)
        throw new PlatformError('invalid_state', 'Shopify answered without the order');
      return { id: data.orderCreate.order.id };
    },
  });
  // A hold is its own step, idempotent by state: a fulfillment order already held by us is left alone.
  if (input.hold ?? true)
    for (const fo of await listFulfillmentOrders(deps, storeId, result.id)) {
      if (fo.status !== 'open') continue;
      const data = await deps.gql<{ fulfillmentOrderHold: { userErrors: UserErrors } }>(
        storeId,
        FULFILLMENT_ORDER_HOLD,
        {
          id: fo.admin_graphql_api_id,
          hold: {
            reason: 'AWAITING_RETURN_ITEMS',
            reasonNotes: 'Held until the returned items arrive',
            handle: HOLD_HANDLE,
            notifyMerchant: false,
          },
        },
        { write: true },
      );
      throwUserErrors(data.fulfillmentOrderHold?.userErrors);
    }
  return {
    order: await readOrder(deps, storeId, result.id),
    fulfillment_orders: await listFulfillmentOrders(deps, storeId, result.id),
  };
}

async function fulfillmentOrder(deps: ShopifyDeps, storeId: string, id: string): Promise<FulfillmentOrder> {
  const data = await deps.gql<{ fulfillmentOrder: GFulfillmentOrder | null }>(
    storeId,
    FULFILLMENT_ORDER_QUERY,
    { id },
  );
  if (!data.fulfillmentOrder) throw new PlatformError('not_found', 'Fulfillment order not found');
  return mapFulfillmentOrder(data.fulfillmentOrder);
}

export async function releaseHold(
  deps: ShopifyDeps,
  storeId: string,
  input: Write & { fulfillmentOrderId: string },
): Promise<FulfillmentOrder> {
  const id = gidOf('FulfillmentOrder', input.fulfillmentOrderId);
  const current = await fulfillmentOrder(deps, storeId, id);
  if (current.status !== 'on_hold') return current;
  await journaledWrite<null>(deps, storeId, {
    operation: 'releaseHold',
    input,
    snapshot: async () => null,
    find: async () => ((await fulfillmentOrder(deps, storeId, id)).status !== 'on_hold' ? { id } : null),
    send: async () => {
      const data = await deps.gql<{ fulfillmentOrderReleaseHold: { userErrors: UserErrors } }>(
        storeId,
        FULFILLMENT_ORDER_RELEASE,
        { id },
        { write: true },
      );
      throwUserErrors(data.fulfillmentOrderReleaseHold?.userErrors);
      return { id };
    },
  });
  return fulfillmentOrder(deps, storeId, id);
}

export async function cancelOrder(
  deps: ShopifyDeps,
  storeId: string,
  input: CancelOrderInput,
): Promise<Order> {
  const id = gidOf('Order', input.orderId);
  const current = await rawOrder(deps, storeId, id);
  if (!current) throw new PlatformError('not_found', 'Order not found');
  if (current.cancelledAt) return mapOrder(current);
  await journaledWrite<null>(deps, storeId, {
    operation: 'cancelOrder',
    input,
    snapshot: async () => null,
    find: async () => ((await rawOrder(deps, storeId, id))?.cancelledAt ? { id } : null),
    send: async () => {
      const data = await deps.gql<{ orderCancel: { orderCancelUserErrors: UserErrors } }>(
        storeId,
        ORDER_CANCEL,
        { id, reason: input.reason.toUpperCase(), restock: input.restock },
        { write: true },
      );
      throwUserErrors(data.orderCancel?.orderCancelUserErrors);
      return { id };
    },
  });
  return readOrder(deps, storeId, id);
}
