/**
 * Marking an exchange order paid records a manual payment of everything it still owes, so it is done only
 * when that is no more than the shopper paid elsewhere; an order owing nothing is already done.
 */
export type MarkPaidStep = 'nothing_owed' | 'mark' | 'owes_more';

export function markPaidStep(owedMinor: number, paidMinor: number): MarkPaidStep {
  if (owedMinor <= 0) return 'nothing_owed';
  return owedMinor > paidMinor ? 'owes_more' : 'mark';
}
