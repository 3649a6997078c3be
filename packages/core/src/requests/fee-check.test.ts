import { describe, expect, it } from 'vitest';
import { storedStorePolicy } from '../policy/store-policy';
import { ruleSetOf } from '../rules/rule-set';
import { linesOf, makeFacts, makeOrder, storedRule } from '../test/plan-fixtures';
import { returnFeeCheck } from './fee-check';
import { planRequest } from './plan-request';

const KEEP = '00000000-0000-4000-8000-00000000000a';
const GST = [{ active: true, deleted: false, value: 18, deduction_type: 'percent' }];

describe('returnFeeCheck', () => {
  const order = makeOrder();
  const [a, b] = linesOf(order);
  if (!a || !b) throw new Error('no lines');
  const check = (
    policy: Record<string, unknown>,
    rules: ReturnType<typeof storedRule>[],
    kind: 'return' | 'exchange' = 'return',
  ) =>
    returnFeeCheck({
      kind,
      order,
      policy: storedStorePolicy(policy),
      rules: ruleSetOf(rules),
      taxRates: GST,
      items: [
        { line: a, quantity: 1, reason_id: KEEP },
        { line: b, quantity: 1 },
      ],
    });

  it('the fee setting for returns, with its tax; none for exchanges', () => {
    expect(check({ return_fee: '50' }, [])).toEqual({ fee: 5000, tax: 900, source: 'setting', rule: null });
    expect(check({ return_fee: '50' }, [], 'exchange')).toEqual({
      fee: 0,
      tax: 0,
      source: 'none',
      rule: null,
    });
  });

  it('a kept (green) item pays no fee, as in the portal', () => {
    const rules = [
      storedRule('return_fee', { fee_type: 'percent', value: '10' }, [], { id: 'fee', name: 'Ten' }),
      storedRule('green_return', {}, [{ type: 'reason', values: [KEEP] }]),
    ];
    expect(check({ green_return: true }, rules)).toEqual({
      fee: 5000,
      tax: 900,
      source: 'rule',
      rule: { id: 'fee', name: 'Ten' },
    });
    expect(check({}, rules).fee).toBe(15000);

    const planned = planRequest(makeFacts({ policy: { green_return: true }, rules }), {
      kind: 'return',
      refund_mode: 'store_credit',
      items: [
        { line_item_id: 'a', quantity: 1, reason_id: KEEP },
        { line_item_id: 'b', quantity: 1 },
      ],
    });
    if (!planned.ok) throw new Error('refused');
    expect(planned.value.rules.fee).toEqual(check({ green_return: true }, rules));
  });

  it('the same line checked twice counts twice', () => {
    const out = returnFeeCheck({
      kind: 'return',
      order,
      policy: storedStorePolicy({}),
      rules: ruleSetOf([storedRule('return_fee', { fee_type: 'percent', value: '10' })]),
      taxRates: [],
      items: [
        { line: a, quantity: 1 },
        { line: a, quantity: 1 },
      ],
    });
    expect(out.fee).toBe(20000);
  });
});
