import type { ExchangeVariant } from '@roundtrip/core';
import type { Variant } from '../../platform/platform';
import type { StorePolicy } from './store-policy';

export const OUT_OF_STOCK = 'Out of stock';
export const NOT_FOR_EXCHANGE = 'Not available for exchange';

/** Whether a variant may be picked: blocked never; out of stock only when the store allows it. */
export function exchangeVariantOf(v: Variant, policy: StorePolicy, quantity = 1): ExchangeVariant {
  const inStock = v.inventory_quantity >= quantity;
  const unavailable = v.blocked
    ? NOT_FOR_EXCHANGE
    : !inStock && !policy.exchange_out_of_stock
      ? OUT_OF_STOCK
      : null;
  return {
    id: v.id,
    title: v.title,
    option1: v.option1,
    option2: v.option2,
    option3: v.option3,
    price: v.price,
    currency: v.currency,
    in_stock: inStock,
    blocked: v.blocked,
    selectable: unavailable === null,
    unavailable_reason: unavailable,
  };
}
