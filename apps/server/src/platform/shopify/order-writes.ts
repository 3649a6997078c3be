import { countryCodeOf } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import type {
  Address,
  CancelOrderInput,
  CreateExchangeOrderInput,
  ExchangeOrderResult,
  FulfillmentOrder,
  Order,
  ShipToAddress,
  Write,
} from '../platform';
import { PlatformError } from '../platform-error';
import {
  FULFILLMENT_ORDER_HOLD,
  FULFILLMENT_ORDER_RELEASE,
  ORDER_CANCEL,
  ORDER_CREATE,
  ORDER_EDIT_ADD_DISCOUNT,
  ORDER_EDIT_ADD_VARIANT,
  ORDER_EDIT_BEGIN,
  ORDER_EDIT_COMMIT,
} from './documents/exchange-orders';
import { FULFILLMENT_ORDER_QUERY } from './documents/orders';
import { mapFulfillmentOrder } from './map-catalogue';
import { EXCHANGE_FOR_ATTRIBUTE, mapOrder } from './map-order';
import { getVariants, listFulfillmentOrders, rawOrder, searchOrders } from './reads';
import { currencyCode, gidOf, type ShopifyDeps } from './shopify-deps';
import { exchangeFulfillmentOf } from './store-settings';
import type { CountryCode, OrderCancelReason } from './types/admin.types';
import { journaledWrite, throwUserErrors } from './write-journal';

type GOriginal = NonNullable<Awaited<ReturnType<typeof rawOrder>>>;

/** A platform address as Shopify's MailingAddressInput, with codes where Shopify wants them. */
function mailingAddress(
  a: ShipToAddress & Partial<Pick<Address, 'country_code' | 'province_code' | 'phone'>>,
  fallback: GOriginal['shippingAddress'],
) {
  const sameCountry = fallback?.country?.toLowerCase() === a.country.toLowerCase();
  const country =
    a.country_code || countryCodeOf(a.country) || (sameCountry ? fallback?.countryCodeV2 : null);
  const province =
    a.province_code ||
    (sameCountry && fallback?.province?.toLowerCase() === a.province.toLowerCase()
      ? fallback.provinceCode
      : null);
  return {
    firstName: a.first_name,
    lastName: a.last_name,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    zip: a.zip,
    ...(country ? { countryCode: country as CountryCode } : {}),
    ...(province ? { provinceCode: province } : {}),
    ...(a.phone ? { phone: a.phone } : {}),
  };
}

/** The exchange ships to the request's address and bills like the original order. */
function shipTo(input: CreateExchangeOrderInput, original: GOriginal) {
  const shipping = input.shippingAddress
    ? mailingAddress(input.shippingAddress, original.shippingAddress)
    : original.shippingAddress
      ? mailingAddress(mapOrder(original).shipping_address as Address, original.shippingAddress)
      : null;
  const billing = mapOrder(original).billing_address;
  return {
    ...(shipping ? { shippingAddress: shipping } : {}),
    ...(billing ? { billingAddress: mailingAddress(billing, original.billingAddress) } : {}),
  };
}

const CANCEL_REASONS = {
  customer: 'CUSTOMER',
  inventory: 'INVENTORY',
  fraud: 'FRAUD',
  declined: 'DECLINED',
  other: 'OTHER',
} as const satisfies Record<CancelOrderInput['reason'], OrderCancelReason>;
const cancelReason = (reason: CancelOrderInput['reason']) => CANCEL_REASONS[reason];

/** Every exchange order carries this tag, so the merchant can filter them and we can find ours again. */
const EXCHANGE_TAG = 'roundtrip-exchange';
const HOLD_HANDLE = 'roundtrip-exchange';

async function readOrder(deps: ShopifyDeps, storeId: string, id: string): Promise<Order> {
  const order = await rawOrder(deps, storeId, id);
  if (!order) throw new PlatformError('not_found', 'Order not found');
  return mapOrder(order);
}

/** A new line at what the shopper pays for it: an upsell at its offer price (`unit` less `unitDiscount`). */
type Priced = { variantId: string; quantity: number; unit: number; unitDiscount: number; total: number };

/** Spreads the returned value over the new lines, each discounted at most its own price. */
function discounts(lines: Priced[], value: number): number[] {
  let left = value;
  return lines.map((l) => {
    const d = Math.min(l.total, left);
    left -= d;
    return d;
  });
}

/**
 * The exchange added to the original order by order editing: begin, add each variant (discounted by
 * the returned value), commit. Shopify makes a fulfillment order for the added items, which is what
 * gets held. After a lost answer the edit shows as a fulfillment order the snapshot did not have.
 */
async function addToOriginalOrder(
  deps: ShopifyDeps,
  storeId: string,
  input: CreateExchangeOrderInput,
  orderId: string,
  lines: Priced[],
  returnedValue: number,
  currency: string,
): Promise<string[]> {
  const foIds = async () =>
    (await listFulfillmentOrders(deps, storeId, orderId)).map((f) => f.admin_graphql_api_id);
  const result = await journaledWrite<string[]>(deps, storeId, {
    operation: 'addExchangeToOrder',
    input,
    snapshot: foIds,
    find: async (before) => {
      const added = (await foIds()).filter((id) => !before.includes(id));
      return added.length > 0 ? { id: orderId, extra: { fulfillmentOrders: added.join(' ') } } : null;
    },
    send: async () => {
      const before = await foIds();
      const begun = await deps.gql(storeId, ORDER_EDIT_BEGIN, { id: orderId }, { write: true });
      throwUserErrors(begun.orderEditBegin?.userErrors);
      const calculated = begun.orderEditBegin?.calculatedOrder?.id;
      if (!calculated) throw new PlatformError('invalid_state', 'Shopify did not open the order for editing');
      const off = discounts(lines, returnedValue);
      for (const [i, l] of lines.entries()) {
        const added = await deps.gql(
          storeId,
          ORDER_EDIT_ADD_VARIANT,
          { id: calculated, variantId: gidOf('ProductVariant', l.variantId), quantity: l.quantity },
          { write: true },
        );
        throwUserErrors(added.orderEditAddVariant?.userErrors);
        const lineId = added.orderEditAddVariant?.calculatedLineItem?.id;
        const discount = (off[i] ?? 0) + l.unitDiscount * l.quantity;
        if (!lineId || discount <= 0) continue;
        const discounted = await deps.gql(
          storeId,
          ORDER_EDIT_ADD_DISCOUNT,
          {
            id: calculated,
            lineItemId: lineId,
            discount: {
              description: 'Exchange: value of the returned items',
              fixedValue: { amount: fromMinor(discount, currency), currencyCode: currencyCode(currency) },
            },
          },
          { write: true },
        );
        throwUserErrors(discounted.orderEditAddLineItemDiscount?.userErrors);
      }
      const committed = await deps.gql(
        storeId,
        ORDER_EDIT_COMMIT,
        { id: calculated, note: `Roundtrip exchange ${input.idempotencyKey}` },
        { write: true },
      );
      throwUserErrors(committed.orderEditCommit?.userErrors);
      const added = (await foIds()).filter((id) => !before.includes(id));
      return { id: orderId, extra: { fulfillmentOrders: added.join(' ') } };
    },
  });
  return (result.extra?.fulfillmentOrders ?? '').split(' ').filter(Boolean);
}

/**
 * The exchange ships as a new order: orderCreate with the new variants, the returned value as a fixed
 * discount, our key as its `sourceIdentifier`; then each of its fulfillment orders is held
 * (AWAITING_RETURN_ITEMS) until the return arrives. With `addToOriginal` the items are added to the
 * original order instead (order editing), and only their fulfillment order is held.
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
  const priced: Priced[] = input.lineItems.map((l) => {
    const v = variants.find((x) => x.id === gidOf('ProductVariant', l.variantId).split('/').pop());
    if (!v) throw new PlatformError('not_found', `Variant ${l.variantId} not found`);
    const unit = toMinor(v.price, currency);
    const unitDiscount = Math.min(unit, l.unitDiscount ? toMinor(l.unitDiscount, currency) : 0);
    return {
      variantId: l.variantId,
      quantity: l.quantity,
      unit,
      unitDiscount,
      total: (unit - unitDiscount) * l.quantity,
    };
  });
  const total = priced.reduce((sum, l) => sum + l.total, 0);
  const discount = Math.min(total, toMinor(input.returnedValue, currency));
  const addToOriginal =
    input.addToOriginal ?? (await exchangeFulfillmentOf(deps.db, storeId)) === 'original_order';
  if (addToOriginal) {
    const added = await addToOriginalOrder(deps, storeId, input, original.id, priced, discount, currency);
    if (input.hold ?? true) for (const id of added) await holdFulfillmentOrder(deps, storeId, id);
    const all = await listFulfillmentOrders(deps, storeId, original.id);
    return {
      order: await readOrder(deps, storeId, original.id),
      fulfillment_orders: all.filter((f) => added.includes(f.admin_graphql_api_id)),
    };
  }
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
      const data = await deps.gql(
        storeId,
        ORDER_CREATE,
        {
          order: {
            lineItems: priced.map((l) => ({
              variantId: gidOf('ProductVariant', l.variantId),
              quantity: l.quantity,
              ...(l.unitDiscount > 0
                ? {
                    priceSet: {
                      shopMoney: {
                        amount: fromMinor(l.unit - l.unitDiscount, currency),
                        currencyCode: currencyCode(currency),
                      },
                    },
                  }
                : {}),
            })),
            ...(original.customer ? { customer: { toAssociate: { id: original.customer.id } } } : {}),
            ...(original.email ? { email: original.email } : {}),
            currency: currencyCode(currency),
            ...shipTo(input, original),
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
                        shopMoney: {
                          amount: fromMinor(discount, currency),
                          currencyCode: currencyCode(currency),
                        },
                      },
                    },
                  },
                }
              : {}),
          },
          // A store exchanging for sold-out variants takes the order and ships when stock returns.
          inventory: input.backorder ? 'DECREMENT_IGNORING_POLICY' : 'DECREMENT_OBEYING_POLICY',
        },
        { write: true },
      );
      throwUserErrors(data.orderCreate?.userErrors);
      if (!data.orderCreate?.order)
        throw new PlatformError('invalid_state', 'Shopify answered without the order');
      return { id: data.orderCreate.order.id };
    },
  });
  if (input.hold ?? true)
    for (const fo of await listFulfillmentOrders(deps, storeId, result.id))
      if (fo.status === 'open') await holdFulfillmentOrder(deps, storeId, fo.admin_graphql_api_id);
  return {
    order: await readOrder(deps, storeId, result.id),
    fulfillment_orders: await listFulfillmentOrders(deps, storeId, result.id),
  };
}

/** A hold is its own step, idempotent by state: a fulfillment order already held is left alone. */
async function holdFulfillmentOrder(deps: ShopifyDeps, storeId: string, id: string) {
  if ((await fulfillmentOrder(deps, storeId, id)).status !== 'open') return;
  const data = await deps.gql(
    storeId,
    FULFILLMENT_ORDER_HOLD,
    {
      id,
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

async function fulfillmentOrder(deps: ShopifyDeps, storeId: string, id: string): Promise<FulfillmentOrder> {
  const data = await deps.gql(storeId, FULFILLMENT_ORDER_QUERY, { id });
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
      const data = await deps.gql(storeId, FULFILLMENT_ORDER_RELEASE, { id }, { write: true });
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
      const data = await deps.gql(
        storeId,
        ORDER_CANCEL,
        { id, reason: cancelReason(input.reason), restock: input.restock },
        { write: true },
      );
      throwUserErrors(data.orderCancel?.orderCancelUserErrors);
      return { id };
    },
  });
  return readOrder(deps, storeId, id);
}
