import { cumulativeShare } from '../money/allocate';

/**
 * A refund in the order's presentment currency (the one the shopper paid in) at the request's own rate:
 * its refund priced in both currencies by core pricing (each line converted at its own rate). Shares are
 * cumulative over the refunds made before, so refunds that add up to the priced shop amount add up to
 * the priced presentment amount exactly, to the minor unit. Amounts are minor units.
 */
export function presentmentRefund(input: {
  /** This refund, shop currency. */
  amount: number;
  /** Refunds made before it (not failed), shop currency. */
  refundedBefore: number;
  priced: { shop: number; presentment: number };
}): number {
  const { amount, refundedBefore, priced } = input;
  if (priced.shop <= 0 || amount <= 0) return 0;
  return cumulativeShare(priced.presentment, refundedBefore, amount, priced.shop);
}
