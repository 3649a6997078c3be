// Merchant actions on a kit request, generated for property tests: the usual path with other
// actions (refused ones included) slipped in, and the API call each one makes.
import fc from 'fast-check';
import type { requestItems } from '../db/schema';

/** Each run: a shopper's return of ITEMS lines, UNITS units each; UNITS + 1 is always too many. */
export const ITEMS = 2;
export const UNITS = 2;

type Action =
  | { type: 'approve'; items?: { item: number; quantity: number }[] }
  | { type: 'in-transit' }
  | { type: 'receive'; items?: { item: number; quantity: number; missing: number }[] }
  | { type: 'inspect'; items: { item: number; restock: number; not_restock: number; missing: number }[] }
  | { type: 'refund'; mode: 'pay_to_source' | 'store_credit'; amount?: string }
  | { type: 'reject' | 'cancel' | 'archive' | 'unarchive' | 'enable' }
  /** The same item named twice: refused (400) before anything is read. */
  | { type: 'twice'; action: 'approve' | 'receive' | 'inspect' }
  /** The previous call again, idempotency key included (a double click). */
  | { type: 'replay' }
  /** No call: the queue's workers catch up, so actions land before, between or after the platform calls. */
  | { type: 'outbox' };

const item = fc.integer({ min: 0, max: ITEMS - 1 });
/** Mostly what a request can hold, sometimes one past it. */
const units = (min: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: UNITS }) },
    { weight: 1, arbitrary: fc.constant(UNITS + 1) },
  );
const perItem = <T extends { item: number }>(arb: fc.Arbitrary<T>) =>
  fc.uniqueArray(arb, { minLength: 1, maxLength: ITEMS, selector: (x) => x.item });
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const plain = (
  type: 'in-transit' | 'reject' | 'cancel' | 'archive' | 'unarchive' | 'enable' | 'replay' | 'outbox',
) => fc.constant({ type } as Action);

const approve = optional(perItem(fc.record({ item, quantity: units(1) }))).map(
  (items): Action => (items ? { type: 'approve', items } : { type: 'approve' }),
);
const receive = optional(
  perItem(fc.record({ item, quantity: units(0), missing: fc.integer({ min: 0, max: 1 }) })),
).map((items): Action => (items ? { type: 'receive', items } : { type: 'receive' }));
const inspect = perItem(
  fc.record({
    item,
    restock: units(0),
    not_restock: fc.integer({ min: 0, max: 1 }),
    missing: fc.constantFrom(0, 0, 0, 1),
  }),
).map((items): Action => ({ type: 'inspect', items }));
const refund = fc
  .record({
    mode: fc.constantFrom('pay_to_source' as const, 'store_credit' as const),
    amount: fc.constantFrom(undefined, undefined, '1.00', '99999999.00'),
  })
  .map(({ mode, amount }): Action => (amount ? { type: 'refund', mode, amount } : { type: 'refund', mode }));

/** Any action, the refused ones included. */
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: approve },
  { weight: 1, arbitrary: plain('in-transit') },
  { weight: 2, arbitrary: receive },
  { weight: 2, arbitrary: inspect },
  { weight: 2, arbitrary: refund },
  { weight: 1, arbitrary: plain('reject') },
  { weight: 1, arbitrary: plain('cancel') },
  { weight: 1, arbitrary: plain('archive') },
  { weight: 1, arbitrary: plain('unarchive') },
  { weight: 1, arbitrary: plain('enable') },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('approve' as const, 'receive' as const, 'inspect' as const)
      .map((a): Action => ({ type: 'twice', action: a })),
  },
  { weight: 1, arbitrary: plain('replay') },
  { weight: 2, arbitrary: plain('outbox') },
);

/**
 * A merchant reconsidering: rejected, or cancelled, then enabled (and approved) again; sometimes after
 * the platform return exists, sometimes while it is still being created or cancelled.
 */
const reconsider = fc.constantFrom<Action[]>(
  [{ type: 'reject' }, { type: 'enable' }],
  [{ type: 'cancel' }, { type: 'enable' }, { type: 'approve' }],
  [{ type: 'outbox' }, { type: 'cancel' }, { type: 'enable' }, { type: 'approve' }],
  [{ type: 'cancel' }, { type: 'outbox' }, { type: 'enable' }, { type: 'approve' }],
);

/**
 * A merchant's work: the first steps of the usual path (approve, maybe in transit, receive, inspect,
 * refund, archive), with up to three other actions (or a reconsidering) slipped in anywhere. Random
 * actions alone rarely get past approval.
 */
export const sequence: fc.Arbitrary<Action[]> = fc
  .record({
    path: fc.tuple(approve, optional(plain('in-transit')), receive, inspect, refund, plain('archive')),
    steps: fc.integer({ min: 1, max: 6 }),
    noise: fc.array(
      fc.record({
        at: fc.nat(6),
        actions: fc.oneof({ weight: 3, arbitrary: action.map((a) => [a]) }, reconsider),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ path, steps, noise }) => {
    const actions = path.filter((a): a is Action => a !== undefined).slice(0, steps);
    for (const n of noise) actions.splice(Math.min(n.at, actions.length), 0, ...n.actions);
    return actions;
  });

type Counters = typeof requestItems.$inferSelect;
export type Call = { path: string; body: Record<string, unknown> };

/** The endpoint and body of an action on the request's items (sorted by order line). */
export function callOf(a: Exclude<Action, { type: 'replay' | 'outbox' }>, ids: string[], key: string): Call {
  const id = (i: number) => ids[i] as string;
  const body = (() => {
    switch (a.type) {
      case 'approve':
        return { items: a.items?.map((i) => ({ item_id: id(i.item), quantity: i.quantity })) };
      case 'in-transit':
        return { tracking_company: 'Delhivery', tracking_number: 'AWB1' };
      case 'receive':
        return {
          items: a.items?.map((i) => ({ item_id: id(i.item), quantity: i.quantity, missing: i.missing })),
        };
      case 'inspect':
        return {
          items: a.items.map((i) => ({
            item_id: id(i.item),
            restock: i.restock,
            not_restock: i.not_restock,
            missing: i.missing,
          })),
        };
      case 'refund':
        return { mode: a.mode, amount: a.amount };
      case 'reject':
        return { reason: 'Outside the window' };
      case 'twice': {
        const one = a.action === 'inspect' ? { item_id: id(0), restock: 1 } : { item_id: id(0), quantity: 1 };
        return { items: [one, one] };
      }
      default:
        return {};
    }
  })();
  return { path: a.type === 'twice' ? a.action : a.type, body: { ...body, idempotency_key: key } };
}

/** Units past what the counters allow now: such a call must be refused whatever the status. */
export function overQuantity(a: Action, items: Counters[]): boolean {
  const at = (i: number) => items[i] as Counters;
  const notArrived = (c: Counters) => c.approvedQty - c.receivedQty - c.missingQty;
  // Approval counts every unit afresh (it starts from `requested` only), so past the requested ones.
  if (a.type === 'approve') return (a.items ?? []).some((i) => i.quantity > at(i.item).requestedQty);
  if (a.type === 'receive')
    return (a.items ?? []).some((i) => i.quantity + i.missing > notArrived(at(i.item)));
  if (a.type === 'inspect')
    return a.items.some((i) => {
      const c = at(i.item);
      return (
        i.missing > notArrived(c) ||
        i.restock + i.not_restock > c.receivedQty - c.restockedQty - c.notRestockedQty
      );
    });
  return a.type === 'refund' && a.amount === '99999999.00';
}
