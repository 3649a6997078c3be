import type { RefundMode } from '../pricing/refund-types';

/**
 * The refund mode of a return a customer requested in Shopify, which asks none: Shopify refunds to the
 * original payment, so that when the store allows it for the order, else the store's first mode.
 */
export function shopifyRequestRefundMode(allowed: readonly RefundMode[]): RefundMode | undefined {
  return allowed.includes('pay_to_source') ? 'pay_to_source' : allowed[0];
}
