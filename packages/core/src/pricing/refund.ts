import { allocateLargestRemainder } from '../money/allocate';
import { currencyExponent } from '../money/currency';
import { toMinor } from '../money/minor';
import { pricedRefundMode } from './priced-refund-mode';
import { computeItemBase, type ItemBase } from './refund-item';
import type {
  ItemRefund,
  Payer,
  RefundInput,
  RefundLineItem,
  RefundMode,
  RefundResult,
} from './refund-types';
import { computeTaxMinor } from './tax';

/**
 * Refund of a whole request (see docs/pricing.md): each item's paid amount, its refundable
 * amount, the return fee (plus the store's tax on it) spread over the items, store-credit bonus
 * and incentives, in shop and presentment currency. Items are processed in id order so the
 * result is the same whatever order they arrive in.
 */
export function computeRefund(input: RefundInput): RefundResult {
  const shop = input.shopCurrency;
  const pres = input.presentmentCurrency ?? shop;
  const items = [...input.items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const bases = items.map((item) => computeItemBase(item, input));

  // Return fee: flat fee plus the store's taxes on it, never more than what is being refunded.
  const feeBase = input.returnFee ? Math.max(0, toMinor(input.returnFee, shop)) : 0;
  const fee = feeBase > 0 ? feeBase + computeTaxMinor(input.taxRates, feeBase, shop) : 0;
  const feeWeights = bases.map((b) => (b.feeable ? b.refundable : 0));
  const feeable = feeWeights.reduce((a, b) => a + b, 0);
  const ids = bases.map((b) => b.id);
  const feeShares = fee >= feeable ? feeWeights : allocateLargestRemainder(fee, feeWeights, ids);

  const modes = items.map((item) => pricedRefundMode(item.requested_refund_mode, input.refundMode));
  const nets = bases.map((b, i) => b.refundable - (feeShares[i] ?? 0));
  const bonusShares = bonusFor(input.bonusCreditPercent, nets, modes, ids);

  const out: ItemRefund[] = bases.map((b, i) => {
    const refund = nets[i] ?? 0;
    const bonus = bonusShares[i] ?? 0;
    const total = refund + bonus + b.incentive;
    const amountDue = b.exchange?.amount_due ?? 0;
    const item = items[i] as RefundLineItem;
    return {
      id: b.id,
      quantity: b.quantity,
      gross: b.gross,
      discount: b.discount,
      tax: b.tax,
      shipping: b.shipping,
      paid: b.paid,
      refundable: b.refundable,
      fee: feeShares[i] ?? 0,
      refund,
      bonus,
      incentive: b.incentive,
      total,
      mode: modes[i] as RefundMode,
      exchange: b.exchange,
      presentment: {
        refund: convert(refund, item, shop, pres),
        total: convert(total, item, shop, pres),
        amount_due: convert(amountDue, item, shop, pres),
      },
    };
  });
  return {
    shopCurrency: shop,
    presentmentCurrency: pres,
    taxesIncluded: input.taxesIncluded === true,
    items: out,
    totals: totals(out, bases, fee),
    presentment: sumPresentment(out),
  };
}

/**
 * The store-credit bonus on `base` minor units refunded as store credit: `percent` of it, rounded down,
 * so refunding items separately never earns more bonus than together.
 */
export function storeCreditBonus(base: number, percent: number | undefined): number {
  const p = typeof percent === 'number' && Number.isFinite(percent) && percent > 0 ? percent : 0;
  return base > 0 ? Math.floor((base * p) / 100 + 1e-9) : 0;
}

function bonusFor(percent: number | undefined, nets: number[], modes: RefundMode[], ids: string[]): number[] {
  const weights = nets.map((n, i) => (modes[i] === 'store_credit' ? n : 0));
  const base = weights.reduce((a, b) => a + b, 0);
  return allocateLargestRemainder(storeCreditBonus(base, percent), weights, ids);
}

/** Converts with the line's own rate (presentment_price / actual_amount), rounding half up. */
function convert(amount: number, item: RefundLineItem, shop: string, pres: string): number {
  if (amount === 0) return 0;
  const unitShop = item.actual_amount ? toMinor(item.actual_amount, shop) : 0;
  const unitPres = item.presentment_price ? toMinor(item.presentment_price, pres) : 0;
  if (unitShop > 0 && unitPres > 0) return Math.round((amount * unitPres) / unitShop);
  // No rate on the line: same currency, or at least keep the value across exponents.
  return Math.round(amount * 10 ** (currencyExponent(pres) - currencyExponent(shop)));
}

function totals(out: ItemRefund[], bases: ItemBase[], fee: number): RefundResult['totals'] {
  const sum = (f: (i: ItemRefund) => number) => out.reduce((a, i) => a + f(i), 0);
  const feeTaken = sum((i) => i.fee);
  const difference = bases.reduce((a, b) => a + (b.exchange?.difference ?? 0), 0);
  const payer: Payer = difference > 0 ? 'customer' : difference < 0 ? 'merchant' : 'none';
  return {
    paid: sum((i) => i.paid),
    refundable: sum((i) => i.refundable),
    fee: feeTaken,
    fee_unrecovered: fee - feeTaken,
    refund: sum((i) => i.refund),
    bonus: sum((i) => i.bonus),
    incentive: sum((i) => i.incentive),
    total: sum((i) => i.total),
    amount_due: sum((i) => i.exchange?.amount_due ?? 0),
    exchange_difference: difference,
    payer,
  };
}

function sumPresentment(out: ItemRefund[]): RefundResult['presentment'] {
  return out.reduce(
    (a, i) => ({
      refund: a.refund + i.presentment.refund,
      total: a.total + i.presentment.total,
      amount_due: a.amount_due + i.presentment.amount_due,
    }),
    { refund: 0, total: 0, amount_due: 0 },
  );
}
