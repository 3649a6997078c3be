import type { RefundMode } from './refund-types';

/**
 * The refund mode an item is priced and shown in (docs/pricing.md `requested_refund_mode`): the first one
 * named, from the most particular (the item's) to the request's, else the original payment. A request names
 * none when nothing asked it: an exchange that pays no difference back, a return asked for on the platform
 * of an order with no mode left to offer.
 */
export function pricedRefundMode(...named: readonly (RefundMode | null | undefined)[]): RefundMode {
  return named.find((m) => m !== null && m !== undefined) ?? 'pay_to_source';
}
