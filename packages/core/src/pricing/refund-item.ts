import { cumulativeShare } from '../money/allocate';
import { toMinor } from '../money/minor';
import type { Payer, RefundInput, RefundLineItem } from './refund-types';
import { paidWithTax } from './tax-included';

/** An item's figures before the request-level fee and bonus are spread. */
export type ItemBase = {
  id: string;
  quantity: number;
  gross: number;
  discount: number;
  tax: number;
  shipping: number;
  paid: number;
  refundable: number;
  incentive: number;
  feeable: boolean;
  exchange: null | {
    new_cost: number;
    carried_discount: number;
    upsell_cost: number;
    upsell_discount: number;
    difference: number;
    payer: Payer;
    amount_due: number;
  };
};

function minor(value: string | null | undefined, currency: string): number {
  if (value === null || value === undefined || value.trim() === '') return 0;
  return Math.max(0, toMinor(value, currency));
}

function int(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

export function computeItemBase(item: RefundLineItem, input: RefundInput): ItemBase {
  const cur = input.shopCurrency;
  const whole = int(item.return_quantity);
  const done = Math.min(int(item.refunded_quantity), whole);
  // Never refund more units than remain on the line.
  const qty = Math.min(int(item.selected_quantity), whole - done);
  const unit = minor(item.actual_amount, cur);
  const gross = unit * qty;
  const discount = Math.min(gross, cumulativeShare(minor(item.total_discount, cur), done, qty, whole));
  const tax = cumulativeShare(minor(item.total_tax, cur), done, qty, whole);
  const shipping = input.refundShipping
    ? cumulativeShare(minor(item.shipping_amount, cur), done, qty, whole)
    : 0;
  const merchandise = gross - discount;
  const paid = paidWithTax(merchandise, tax, input.taxesIncluded) + shipping;
  const incentive = qty > 0 ? minor(item.incentive?.amount, cur) : 0;
  const base = { id: item.id, quantity: qty, gross, discount, tax, shipping, paid, incentive };

  const exchange = exchangeOf(item, input, qty, gross, discount, merchandise);
  if (exchange) {
    const refundable = exchange.payer === 'merchant' ? -exchange.difference : 0;
    return { ...base, refundable, feeable: true, exchange };
  }
  const green = item.green_return?.amount;
  if (green !== undefined && green !== null && green.trim() !== '') {
    return { ...base, refundable: Math.min(paid, minor(green, cur)), feeable: false, exchange: null };
  }
  return { ...base, refundable: paid, feeable: true, exchange: null };
}

function exchangeOf(
  item: RefundLineItem,
  input: RefundInput,
  qty: number,
  gross: number,
  discount: number,
  credit: number,
): ItemBase['exchange'] {
  const cur = input.shopCurrency;
  let newCost = 0;
  if (item.exchange_products && item.exchange_products.length > 0) {
    for (const p of item.exchange_products) newCost += minor(p.variant_price, cur) * int(p.quantity);
  } else if (item.exchange_product) {
    const unitNet = Math.max(
      0,
      minor(item.exchange_product.price, cur) - minor(item.exchange_product.discount, cur),
    );
    newCost = unitNet * qty;
  } else {
    return null;
  }
  // The original discount rate carries forward to the new items unless the store withholds it.
  const withheld = item.do_not_carry_forward_discount
    ? pct(item.do_not_carry_forward_discount_percentage)
    : 0;
  const rate = gross > 0 ? discount / gross : 0;
  const carried = Math.min(newCost, Math.round(newCost * rate * ((100 - withheld) / 100)));
  // Upsells are bought at their offer's price: no original discount on them, never below zero.
  let upsellCost = 0;
  let upsellDiscount = 0;
  for (const u of item.upsell_products ?? []) {
    const price = minor(u.price, cur);
    const off = Math.min(price, minor(u.discount, cur));
    upsellCost += (price - off) * int(u.quantity);
    upsellDiscount += off * int(u.quantity);
  }
  const difference = newCost - carried + upsellCost - credit;
  const allowRefund = input.refundPriceDifference !== false;
  const payer: Payer = difference > 0 ? 'customer' : difference < 0 && allowRefund ? 'merchant' : 'none';
  return {
    new_cost: newCost,
    carried_discount: carried,
    upsell_cost: upsellCost,
    upsell_discount: upsellDiscount,
    difference,
    payer,
    amount_due: Math.max(0, difference),
  };
}

function pct(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 100;
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 100;
}
