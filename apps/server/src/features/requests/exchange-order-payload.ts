import { fromMinor } from '@roundtrip/core/money';
import { exchangeOrderCredit, exchangeOrderLines } from '@roundtrip/core/requests';
import type { RequestItemRow, RequestRow } from '../../db/schema';
import type { CreateExchangeOrderPayload } from '../../jobs/effects/create-exchange-order';
import { priceRequest } from './request-pricing';

/**
 * The new order of an exchange as the request stands: the chosen variants and the added upsell
 * products (with the offer's discount), paid for by core's credit so what is left on the order is the
 * difference the shopper was told, shipped to the address the shopper confirmed.
 */
export function exchangeOrderPayload(
  request: RequestRow,
  items: readonly { item: RequestItemRow; quantity: number }[],
  options: { hold: boolean; name: string; tags: string[]; backorder: boolean },
): CreateExchangeOrderPayload {
  const lineItems = exchangeOrderLines(
    items.map(({ item, quantity }) => ({
      quantity,
      exchange_variant_id: item.exchangeVariantId,
      exchange_products: item.exchangeProducts,
      upsell_products: item.upsellProducts,
    })),
  );
  const credit = exchangeOrderCredit(
    priceRequest(
      request,
      items.map((i) => i.item),
      'requested',
    ),
  );
  const a = request.shipTo;
  return {
    lineItems,
    returnedValue: fromMinor(credit, request.currency),
    ...options,
    ...(a
      ? {
          shippingAddress: {
            first_name: a.first_name,
            last_name: a.last_name,
            address1: a.address_line_1,
            address2: a.address_line_2,
            city: a.city,
            province: a.province,
            country: a.country,
            zip: a.postal_code,
          },
        }
      : {}),
  };
}
