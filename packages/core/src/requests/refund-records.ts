import type { RequestKind } from '../lifecycle/statuses';
import { toMinor } from '../money/minor';
import type { RefundMode } from '../pricing/refund-types';
import type { RefundRecordFacts } from '../shopper/refund-state';
import type { RecordedRefund } from './refund-ceiling';

/** The units of the request's items a refund record pays for (kept on the record). */
export type RefundRecordItem = { item_id: string; quantity: number };

export type RefundRecordOf = RecordedRefund &
  RefundRecordFacts & { mode: RefundMode; items?: readonly RefundRecordItem[] | null };

/** Money that moved, minor units, per mode it was paid in (first paid first): only succeeded records. */
export function paidByMode(
  records: readonly RefundRecordOf[],
  currency: string,
): { mode: RefundMode; amount: number; bonus: number; incentive: number }[] {
  const out: { mode: RefundMode; amount: number; bonus: number; incentive: number }[] = [];
  for (const r of records) {
    if (r.status !== 'succeeded') continue;
    let row = out.find((x) => x.mode === r.mode);
    if (!row) {
      row = { mode: r.mode, amount: 0, bonus: 0, incentive: 0 };
      out.push(row);
    }
    row.amount += toMinor(r.amount, currency);
    row.bonus += toMinor(r.bonus_amount ?? 0, currency);
    row.incentive += toMinor(r.incentive_amount ?? 0, currency);
  }
  return out;
}

/**
 * An item's refunded units by where their money stands: paid (succeeded), on its way (planned or
 * pending) or failed and not paid another way. A failed record that a later one replaced counts nowhere:
 * its units moved to the later record.
 */
export function refundUnitsOf(
  itemId: string,
  records: readonly RefundRecordOf[],
): { refunded: number; pending: number; failed: number } {
  const units = { refunded: 0, pending: 0, failed: 0 };
  for (const r of records) {
    const quantity = (r.items ?? []).filter((i) => i.item_id === itemId).reduce((n, i) => n + i.quantity, 0);
    if (quantity === 0) continue;
    if (r.status === 'succeeded') units.refunded += quantity;
    else if (r.status === 'failed') units.failed += r.replaced ? 0 : quantity;
    else units.pending += quantity;
  }
  return units;
}

/**
 * The refund the shopper was told they get back (the portal's "You get back"): the money, plus the
 * store-credit bonus and, for a return paid as store credit, its promotion credit. Minor units.
 */
export function expectedRefund(r: {
  kind: RequestKind;
  mode: RefundMode | null;
  refund: number;
  bonus: number;
  incentive: number;
}): number {
  return r.refund + r.bonus + (r.kind === 'return' && r.mode === 'store_credit' ? r.incentive : 0);
}
