import { allocateLargestRemainder } from '../money/allocate';
import { toMinor } from '../money/minor';
import { storeCreditBonus } from '../pricing/refund';
import type { RefundMode, RefundResult } from '../pricing/refund-types';

/** Units of an item that may be refunded: received ones, or approved ones for keep-it (green) returns. */
export function refundableUnits(item: { green: boolean; approved: number; received: number }): number {
  return item.green ? item.approved : item.received;
}

/**
 * A refund record as the ceiling reads it: `amount` is everything the shopper gets, of which
 * `bonus_amount` (store-credit bonus) and `incentive_amount` (promotion credit) are on top of the money.
 */
export type RecordedRefund = {
  status: string;
  amount: string;
  bonus_amount?: string | null | undefined;
  incentive_amount?: string | null | undefined;
};

/** A refund split into the money paid back and the credit given on top of it, minor units. */
export type RefundParts = { refund: number; bonus: number; incentive: number };

const counts = (r: RecordedRefund) => r.status !== 'failed';

/** Refund records that count against the ceiling: everything not failed, minor units. */
export function refundedMinor(refunds: readonly RecordedRefund[], currency: string): number {
  return refunds.filter(counts).reduce((s, r) => s + toMinor(r.amount, currency), 0);
}

/** What the records that count have paid, by part; a record without parts counts as money. */
export function refundedParts(refunds: readonly RecordedRefund[], currency: string): RefundParts {
  return refunds.filter(counts).reduce(
    (s, r) => {
      const bonus = toMinor(r.bonus_amount ?? 0, currency);
      const incentive = toMinor(r.incentive_amount ?? 0, currency);
      return {
        refund: s.refund + toMinor(r.amount, currency) - bonus - incentive,
        bonus: s.bonus + bonus,
        incentive: s.incentive + incentive,
      };
    },
    { refund: 0, bonus: 0, incentive: 0 },
  );
}

/**
 * What a refund in `mode` may still pay (docs/pricing.md "The refund plan"), by part, from core pricing
 * of the refundable units (`priced`, in that mode with the request's bonus percent) less every record
 * not failed. Store credit adds the bonus on the money left (never more than the bonus left) and the
 * promotion credit left; other modes pay money only.
 */
export function refundLeft(input: {
  priced: RefundResult;
  mode: RefundMode;
  /** The store-credit bonus percent the request was made with. */
  bonusPercent: number;
  refunds: readonly RecordedRefund[];
}): RefundParts & { total: number } {
  const { priced, mode } = input;
  const done = refundedParts(input.refunds, priced.shopCurrency);
  const refund = Math.max(0, priced.totals.refund - done.refund);
  const credit = mode === 'store_credit';
  const bonus = credit
    ? Math.max(0, Math.min(priced.totals.bonus - done.bonus, storeCreditBonus(refund, input.bonusPercent)))
    : 0;
  const incentive = credit && refund > 0 ? Math.max(0, priced.totals.incentive - done.incentive) : 0;
  return { refund, bonus, incentive, total: refund + bonus + incentive };
}

/** The most that may still be refunded in `mode`, minor units: `refundLeft`'s total. */
export function refundCeilingMinor(input: Parameters<typeof refundLeft>[0]): number {
  return refundLeft(input).total;
}

/**
 * An amount of at most the ceiling, split like what is left: all of it when the whole ceiling is paid,
 * otherwise in proportion (largest remainder), so a smaller store-credit refund keeps its bonus share
 * and the parts always add up to the amount.
 */
export function splitRefund(amount: number, left: RefundParts & { total: number }): RefundParts {
  if (amount >= left.total) return { refund: left.refund, bonus: left.bonus, incentive: left.incentive };
  const [refund = 0, bonus = 0, incentive = 0] = allocateLargestRemainder(
    Math.max(0, amount),
    [left.refund, left.bonus, left.incentive],
    ['a', 'b', 'c'],
  );
  return { refund, bonus, incentive };
}
