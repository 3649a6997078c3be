import { describe, expect, it } from 'vitest';
import { makeFacts, storedRule } from '../test/plan-fixtures';
import { planRequest } from './plan-request';
import type { PlanInput } from './plan-types';
import { upsellUnitPrice } from './upsell-choice';

const offer = (discount_type: 'none' | 'percent' | 'fixed', discount_value: string, conditions = []) =>
  storedRule(
    'upsell',
    { product_ids: ['300'], headline: 'Add socks', discount_type, discount_value },
    conditions,
  );

const swap = (
  upsells: NonNullable<PlanInput['items'][number]['upsells']>,
  over: Partial<PlanInput['items'][number]> = {},
): PlanInput => ({
  kind: 'exchange',
  refund_mode: 'store_credit',
  items: [{ line_item_id: 'a', quantity: 1, exchange_variant_id: 'v6', upsells, ...over }],
});

describe('upsellUnitPrice', () => {
  it('takes a percent rounded half up, a fixed amount capped at the price, nothing for none', () => {
    expect(upsellUnitPrice({ discount_type: 'percent', discount_value: '10' }, '499.95', 'INR')).toEqual({
      price: 49995,
      discount: 5000,
      net: 44995,
    });
    expect(upsellUnitPrice({ discount_type: 'fixed', discount_value: '800' }, '500.00', 'INR')).toEqual({
      price: 50000,
      discount: 50000,
      net: 0,
    });
    expect(upsellUnitPrice({ discount_type: 'none', discount_value: '50' }, '500.00', 'INR').discount).toBe(
      0,
    );
    expect(upsellUnitPrice({ discount_type: 'percent', discount_value: 'x' }, '500.00', 'INR').discount).toBe(
      0,
    );
  });
});

describe('planRequest: upsells added to an exchange', () => {
  it('prices the added product at the offer price inside the difference', () => {
    const rule = offer('percent', '20');
    const facts = makeFacts({ rules: [rule], upsellsUnlocked: true });
    const out = planRequest(facts, swap([{ rule_id: rule.id, variant_id: 'u1', quantity: 1 }]));
    if (!out.ok) throw new Error(out.refusal.code);
    const [item] = out.value.items;
    expect(item?.upsells.map((u) => [u.variant.id, u.price, u.discount, u.quantity])).toEqual([
      ['u1', '500.00', '100.00', 1],
    ]);
    // 1000 returned, 400 new, 400 upsell: the store still pays back 200.
    expect(out.value.refund.items[0]?.exchange).toMatchObject({
      new_cost: 40000,
      upsell_cost: 40000,
      upsell_discount: 10000,
      difference: -20000,
      payer: 'merchant',
    });
    expect(item?.refundLine.upsell_products).toEqual([{ price: '500.00', discount: '100.00', quantity: 1 }]);
  });

  it('refuses an offer the item is not shown, a product the offer does not name, or a sold-out variant', () => {
    const rule = offer('none', '0');
    const facts = makeFacts({ rules: [rule], upsellsUnlocked: true });
    const code = (input: PlanInput, f = facts) => {
      const out = planRequest(f, input);
      return out.ok ? null : out.refusal;
    };
    expect(code(swap([{ rule_id: 'rule-x', variant_id: 'u1', quantity: 1 }]))).toEqual({
      code: 'UPSELL_NOT_AVAILABLE',
      field: 'items.0.upsells',
    });
    expect(code(swap([{ rule_id: rule.id, variant_id: 'o1', quantity: 1 }]))?.code).toBe(
      'UPSELL_NOT_AVAILABLE',
    );
    expect(code(swap([{ rule_id: rule.id, variant_id: 'u2', quantity: 1 }]))?.code).toBe('UPSELL_SOLD_OUT');
    expect(
      code(
        swap([
          { rule_id: rule.id, variant_id: 'u1', quantity: 1 },
          { rule_id: rule.id, variant_id: 'u1', quantity: 2 },
        ]),
      )?.code,
    ).toBe('VARIANT_CHOSEN_TWICE');
    // Without upsell booster, on a return, or for a gift, no offer may be taken.
    const locked = makeFacts({ rules: [rule] });
    expect(code(swap([{ rule_id: rule.id, variant_id: 'u1', quantity: 1 }]), locked)?.code).toBe(
      'UPSELL_NOT_AVAILABLE',
    );
    const gift = { ...swap([{ rule_id: rule.id, variant_id: 'u1', quantity: 1 }]), gift: true };
    expect(code(gift)?.code).toBe('UPSELL_NOT_AVAILABLE');
    expect(
      code({
        kind: 'return',
        refund_mode: 'store_credit',
        items: [
          { line_item_id: 'a', quantity: 1, upsells: [{ rule_id: rule.id, variant_id: 'u1', quantity: 1 }] },
        ],
      })?.code,
    ).toBe('UPSELL_NOT_AVAILABLE');
  });

  it('follows the reason: an offer for one reason is not the offer for another', () => {
    const reason = '00000000-0000-4000-8000-00000000000a';
    const rule = offer('none', '0', [{ type: 'reason', values: [reason] }] as never);
    const facts = makeFacts({ rules: [rule], upsellsUnlocked: true });
    const pick = [{ rule_id: rule.id, variant_id: 'u1', quantity: 1 }];
    expect(planRequest(facts, swap(pick, { reason_id: reason })).ok).toBe(true);
    expect(planRequest(facts, swap(pick, { reason_id: '00000000-0000-4000-8000-00000000000b' })).ok).toBe(
      false,
    );
  });

  it('asks for a payment the store cannot take: refused unless it captures payments', () => {
    const rule = offer('none', '0');
    const pick = [{ rule_id: rule.id, variant_id: 'u1', quantity: 2 }];
    // 1000 returned for a 1000 variant: the two added units (1000) are owed.
    const input = swap(pick, { exchange_variant_id: 'v2' });
    const out = planRequest(makeFacts({ rules: [rule], upsellsUnlocked: true }), input);
    expect(out.ok ? null : out.refusal).toEqual({ code: 'UPSELL_NEEDS_PAYMENT', field: 'items.0.upsells' });
    const paying = planRequest(
      makeFacts({ rules: [rule], upsellsUnlocked: true, policy: { capture_payments: true } }),
      input,
    );
    if (!paying.ok) throw new Error(paying.refusal.code);
    expect(paying.value.refund.totals).toMatchObject({ amount_due: 100000, payer: 'customer' });
  });
});
