/** The order fields the cash-on-delivery rule reads. */
export type OrderTransaction = {
  kind?: string | null;
  authorization?: string | null;
  receipt?: unknown;
  status?: string | null;
  gateway?: string | null;
};

export type CodOrder = {
  payment_gateway_names?: readonly (string | null | undefined)[] | null;
  transactions?: readonly OrderTransaction[] | null;
};

/** Gateways whose names contain "cash" but are prepaid wallets (docs/plans.md "Orders"). */
const NOT_COD_GATEWAYS = ['shop cash', 'shop_cash', 'shopcash', 'cashfree'];

function normal(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
}

function isOverridden(name: string | null | undefined): boolean {
  const n = normal(name);
  return NOT_COD_GATEWAYS.some((g) => n.includes(g));
}

function isEmptyReceipt(receipt: unknown): boolean {
  if (receipt === null || receipt === undefined || receipt === '') return true;
  return typeof receipt === 'object' && Object.keys(receipt as object).length === 0;
}

/**
 * Cash on delivery (docs/plans.md): a gateway name contains "cash" or "cod", or the last non-refund
 * transaction is pending or has no authorization and an empty receipt. Shop Cash and Cashfree
 * are prepaid, so an order paid through them is never COD.
 */
export function isCashOnDelivery(order: CodOrder | null | undefined): boolean {
  if (!order) return false;
  const names = (order.payment_gateway_names ?? []).map(normal);
  const txs = (order.transactions ?? []).filter((t) => normal(t.kind) !== 'refund');
  const last = txs[txs.length - 1];
  if (names.some(isOverridden) || isOverridden(last?.gateway)) return false;
  if (names.some((n) => n.includes('cash') || n.includes('cod'))) return true;
  if (!last) return false;
  if (normal(last.status) === 'pending') return true;
  return !last.authorization && isEmptyReceipt(last.receipt);
}
