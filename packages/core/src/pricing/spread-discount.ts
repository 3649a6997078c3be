import { allocateLargestRemainder } from '../money/allocate';
import { fromMinor, toMinor } from '../money/minor';

export type DiscountLine = { id: string; subtotal: string };

/**
 * Spreads an order-level discount over the order's lines in proportion to their subtotals,
 * so the shares add up to the discount exactly (largest remainder). Each share is then added
 * to that line's `total_discount` before computing a refund.
 */
export function spreadOrderDiscount(
  discount: string,
  lines: readonly DiscountLine[],
  currency: string,
): Record<string, string> {
  const total = toMinor(discount, currency);
  const weights = lines.map((l) => Math.max(0, toMinor(l.subtotal, currency)));
  const shares = allocateLargestRemainder(
    total,
    weights,
    lines.map((l) => l.id),
  );
  const out: Record<string, string> = {};
  lines.forEach((l, i) => {
    out[l.id] = fromMinor(shares[i] ?? 0, currency);
  });
  return out;
}
