import { fromMinor, toMinor } from '../money/minor';

export type PaidLine = {
  /** Unit price before discounts. */
  price: string;
  /** Discount on the whole line (every unit of it). */
  lineDiscount: string;
  /** Units on the order line. */
  quantity: number;
};

/**
 * What the shopper paid for one unit after discounts: the one figure the order list and the request
 * details both show, so the same item never has two prices.
 */
export function paidPerUnit(line: PaidLine, currency: string): string {
  const discount = Math.round(toMinor(line.lineDiscount, currency) / Math.max(1, line.quantity));
  return fromMinor(Math.max(0, toMinor(line.price, currency) - discount), currency);
}
