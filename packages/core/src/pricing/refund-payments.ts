/**
 * Splits a refund (minor units) over the payments that can still give money back, oldest first, each up
 * to what it has left. Null when together they cannot cover it: the refund would exceed what was paid.
 */
export function splitRefundOverPayments(
  amount: number,
  payments: { id: string; refundable: number }[],
): { id: string; amount: number }[] | null {
  const parts: { id: string; amount: number }[] = [];
  let left = amount;
  for (const p of payments) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, p.refundable));
    if (take > 0) parts.push({ id: p.id, amount: take });
    left -= take;
  }
  return left > 0 ? null : parts;
}
