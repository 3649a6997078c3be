/** Per-item quantity counters (DESIGN.md): every action checks them before changing any. */
export type ItemCounters = {
  requested: number;
  approved: number;
  received: number;
  restocked: number;
  not_restocked: number;
  missing: number;
  refunded: number;
};

export const emptyCounters = (requested = 0): ItemCounters => ({
  requested,
  approved: 0,
  received: 0,
  restocked: 0,
  not_restocked: 0,
  missing: 0,
  refunded: 0,
});

/** A counter rule was broken (e.g. receiving more than approved); code CONFLICT like transitions. */
export class CounterError extends Error {
  readonly code = 'CONFLICT' as const;
  constructor(message: string) {
    super(message);
    this.name = 'CounterError';
  }
}

function positive(qty: number): void {
  if (!Number.isInteger(qty) || qty <= 0)
    throw new CounterError('Quantity must be a whole number above zero');
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new CounterError(message);
}

/** Units approved so far may not exceed units requested. */
export function approveQuantity(c: ItemCounters, qty: number): ItemCounters {
  positive(qty);
  check(
    c.approved + qty <= c.requested,
    `Cannot approve ${qty}: only ${c.requested - c.approved} left to approve`,
  );
  return { ...c, approved: c.approved + qty };
}

/** Units approved and not yet received or found missing: what a receipt may still count. */
export function unitsToReceive(c: ItemCounters): number {
  return Math.max(0, c.approved - c.received - c.missing);
}

/** Units received and not yet inspected: what an inspection may still restock or set aside. */
export function unitsToInspect(c: ItemCounters): number {
  return Math.max(0, c.received - c.restocked - c.not_restocked);
}

/** Received plus missing may not exceed approved. */
export function receiveQuantity(c: ItemCounters, qty: number): ItemCounters {
  positive(qty);
  const left = unitsToReceive(c);
  check(qty <= left, `Cannot receive ${qty}: only ${left} approved and not yet received`);
  return { ...c, received: c.received + qty };
}

/** Units that will never arrive; counted against approved like receipts. */
export function markMissing(c: ItemCounters, qty: number): ItemCounters {
  positive(qty);
  const left = unitsToReceive(c);
  check(qty <= left, `Cannot mark ${qty} missing: only ${left} approved and not yet received`);
  return { ...c, missing: c.missing + qty };
}

/** Inspection outcome: restocked plus not restocked may not exceed received. */
export function inspectQuantity(c: ItemCounters, restock: number, noRestock: number): ItemCounters {
  check(
    Number.isInteger(restock) && Number.isInteger(noRestock) && restock >= 0 && noRestock >= 0,
    'Quantities must be whole numbers',
  );
  positive(restock + noRestock);
  const left = unitsToInspect(c);
  check(
    restock + noRestock <= left,
    `Cannot inspect ${restock + noRestock}: only ${left} received and not inspected`,
  );
  return { ...c, restocked: c.restocked + restock, not_restocked: c.not_restocked + noRestock };
}

/**
 * Refunded may not exceed received, unless the store refunds before receipt (keep-it returns,
 * "refund on approval"), where the ceiling is approved.
 */
export function refundQuantity(
  c: ItemCounters,
  qty: number,
  opts: { beforeReceipt?: boolean } = {},
): ItemCounters {
  positive(qty);
  const ceiling = opts.beforeReceipt ? c.approved : c.received;
  const left = ceiling - c.refunded;
  check(
    qty <= left,
    `Cannot refund ${qty}: only ${left} ${opts.beforeReceipt ? 'approved' : 'received'} and not refunded`,
  );
  return { ...c, refunded: c.refunded + qty };
}

/** Every invariant at once, for loading rows or property tests. */
export function countersAreConsistent(c: ItemCounters): boolean {
  const values = Object.values(c);
  return (
    values.every((v) => Number.isInteger(v) && v >= 0) &&
    c.approved <= c.requested &&
    c.received + c.missing <= c.approved &&
    c.restocked + c.not_restocked <= c.received &&
    c.refunded <= c.approved
  );
}

/** The "needs attention" marker: something the merchant must look at, separate from the status. */
export function needsAttention(c: ItemCounters): boolean {
  return c.missing > 0 || c.not_restocked > 0;
}
