import { describe, expect, it } from 'vitest';
import { storedStorePolicy } from '../policy/store-policy';
import { makeFacts, makeOrder, storedRule } from '../test/plan-fixtures';
import { planRequest } from './plan-request';
import type { PlanInput } from './plan-types';
import { recordPlanning, replayMonths, replayPolicy } from './replay';

const DAY = 86_400_000;
const ret: PlanInput = {
  kind: 'return',
  refund_mode: 'store_credit',
  items: [{ line_item_id: 'a', quantity: 1 }],
};
const swap: PlanInput = {
  kind: 'exchange',
  items: [{ line_item_id: 'a', quantity: 1, exchange_variant_id: 'v2' }],
};
/** A request made `days` after the order's delivery (24 Oct 2026), planned at that moment. */
const past = (days: number, input: PlanInput, country = 'IN') => {
  const now = Date.parse('2026-10-24T10:00:00.000Z') + days * DAY;
  const facts = makeFacts({ order: makeOrder({ shipping_address: { country_code: country } }) });
  return { created_at: new Date(now).toISOString(), facts: { ...facts, now }, input };
};
const history = [past(5, ret), past(12, ret), past(12, swap), past(40, ret, 'US')];

describe('replayPolicy', () => {
  it('an unchanged policy changes nothing', () => {
    const policy = storedStorePolicy({});
    for (const m of replayPolicy({ history, current: policy, proposed: policy }))
      expect(m.delta).toEqual({ allowed: 0, refused: 0, refund: 0, fees: 0, credit_kept: 0, exchanges: 0 });
  });

  it.each([
    // 2026-11 holds the 12-day return and the exchange (no flat fee on exchanges); 2026-10 the 5-day return
    // proposed policy, month, expected delta
    [
      { return_window_days: 10 },
      '2026-11',
      { allowed: -1, refused: 1, refund: -100000, credit_kept: -100000 },
    ],
    [{ return_fee: '100.00' }, '2026-11', { fees: 11800, refund: -11800, credit_kept: -11800 }],
    [{ store_credit_bonus_percent: 10 }, '2026-10', { credit_kept: 10000 }],
    [{ exchange_enabled: false }, '2026-11', { exchanges: -1, allowed: -1, refused: 1 }],
    [
      { markets: [{ name: 'US', countries: ['US'], overrides: { return_window_days: 60 } }] },
      '2026-12',
      { allowed: 1, refused: -1, refund: 100000 },
    ],
  ])('%j in %s', (proposed, month, delta) => {
    const months = replayPolicy({
      history,
      current: storedStorePolicy({}),
      proposed: storedStorePolicy(proposed),
    });
    expect(months.find((m) => m.month === month)?.delta).toMatchObject(delta);
  });

  it("a rule's market condition follows the markets of the policy replayed", () => {
    const rule = storedRule('return_fee', { fee_type: 'fixed', value: '30.00' }, [
      { type: 'market', values: ['Home'] },
    ]);
    const now = Date.parse('2026-10-29T10:00:00.000Z');
    const facts = { ...makeFacts({ rules: [rule] }), now };
    const [month] = replayPolicy({
      history: [{ created_at: new Date(now).toISOString(), facts, input: ret }],
      current: storedStorePolicy({}),
      proposed: storedStorePolicy({ markets: [{ name: 'Home', countries: ['IN'] }] }),
    });
    // 30.00 and the store's 18% tax.
    expect(month?.delta).toMatchObject({ fees: 3540, refund: -3540 });
  });

  it('equals planning each request directly', () => {
    const proposed = storedStorePolicy({ return_fee: '49.00', return_window_days: 10 });
    const months = replayPolicy({ history, current: storedStorePolicy({}), proposed });
    let refund = 0;
    let refused = 0;
    for (const p of history) {
      const out = planRequest({ ...p.facts, policy: proposed }, p.input);
      if (out.ok) refund += out.value.refund.totals.refund;
      else refused += 1;
    }
    expect(months.reduce((n, m) => n + m.proposed.refund, 0)).toBe(refund);
    expect(months.reduce((n, m) => n + m.proposed.refused, 0)).toBe(refused);
  });
});

describe('replayMonths and unrecorded requests', () => {
  it('lists every month asked, counting requests without a record apart', () => {
    const months = replayMonths(Date.parse('2027-01-15T00:00:00Z'), 4);
    expect(months).toEqual(['2026-10', '2026-11', '2026-12', '2027-01']);
    const policy = storedStorePolicy({});
    const rows = replayPolicy({
      history,
      current: policy,
      proposed: policy,
      months,
      unrecorded: [{ created_at: '2027-01-02T00:00:00.000Z' }],
    });
    expect(rows.map((r) => [r.month, r.current.allowed + r.current.refused, r.not_replayable])).toEqual([
      ['2026-10', 1, 0],
      ['2026-11', 2, 0],
      ['2026-12', 1, 0],
      ['2027-01', 0, 1],
    ]);
  });

  it('a recorded request plans as its facts did', () => {
    const p = past(12, ret);
    const recorded = recordPlanning({ ...p.facts, policy: storedStorePolicy({}) }, p.input);
    const policy = storedStorePolicy({ return_fee: '20.00' });
    expect(planRequest({ ...recorded.facts, policy }, recorded.input)).toEqual(
      planRequest({ ...p.facts, policy }, p.input),
    );
  });
});
