import { toMinor } from '../money/minor';
import type { RefundMode, RefundResult } from '../pricing/refund-types';

/** Units of an item that may be refunded: received ones, or approved ones for keep-it (green) returns. */
export function refundableUnits(item: { green: boolean; approved: number; received: number }): number {
  return item.green ? item.approved : item.received;
}

/** Refund records that count against the ceiling: everything not failed, minor units. */
export function refundedMinor(
  refunds: readonly { status: string; amount: string }[],
  currency: string,
): number {
  return refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + toMinor(r.amount, currency), 0);
}

/**
 * The most that may still be refunded, in minor units: the pricing of the refundable units (`priced`)
 * gives the refund, plus the store-credit bonus when paid as store credit, minus what is already
 * refunded or in flight.
 */
export function refundCeilingMinor(input: {
  priced: RefundResult;
  mode: RefundMode;
  refunds: readonly { status: string; amount: string }[];
}): number {
  const { priced, mode } = input;
  const allowed = priced.totals.refund + (mode === 'store_credit' ? priced.totals.bonus : 0);
  return Math.max(0, allowed - refundedMinor(input.refunds, priced.shopCurrency));
}
