import { fromMinor, toMinor } from '@roundtrip/core/money';

/** A stored numeric ("12.340") as the currency's decimal string ("12.34"). */
export const amountOut = (value: string | number | null | undefined, currency: string) =>
  fromMinor(toMinor(value ?? 0, currency), currency);

/**
 * A refund as the shopper reads it: in the currency they paid in (the order's presentment currency),
 * which is the refund's own when the order was paid in the shop's currency.
 */
export const shopperAmountOf = (r: {
  amount: string;
  currency: string;
  presentmentAmount: string | null;
  presentmentCurrency: string | null;
}) =>
  r.presentmentAmount !== null && r.presentmentCurrency
    ? { amount: amountOut(r.presentmentAmount, r.presentmentCurrency), currency: r.presentmentCurrency }
    : { amount: amountOut(r.amount, r.currency), currency: r.currency };
