// Test support for the planning unit tests: a small INR order, its products and variants, and the
// facts the server would load for it.
import type { Market } from '../policy/settings';
import { storedStorePolicy } from '../policy/store-policy';
import type { LineFacts, PlanLineItem, PlanOrder, PlanProduct, PlanVariant } from '../requests/facts';
import { lineFactsOf } from '../requests/line-facts';
import type { PlanFacts } from '../requests/plan-types';
import type { RuleConditionInput } from '../rules/conditions';
import { ruleConditionSchema } from '../rules/conditions';
import { ruleSetOf, type StoredRule } from '../rules/rule-set';

export const NOW = Date.parse('2026-11-01T10:00:00.000Z');

export function makeLine(id: string, over: Partial<PlanLineItem> = {}): PlanLineItem {
  const price = over.price ?? '1000.00';
  return {
    id,
    product_id: '101',
    variant_id: 'v1',
    quantity: 2,
    price,
    price_set: { presentment_money: { amount: price } },
    total_discount: '0.00',
    tax_lines: [],
    ...over,
  };
}

/** A prepaid order placed 20 Oct 2026, shipped the 21st, delivered the 24th: line a (2 x 1000), line b (1 x 500). */
export function makeOrder(over: Partial<PlanOrder> = {}): PlanOrder {
  const lines = over.line_items ?? [
    makeLine('a'),
    makeLine('b', { product_id: '102', variant_id: 'w1', quantity: 1, price: '500.00' }),
  ];
  return {
    created_at: '2026-10-20T10:00:00.000Z',
    cancelled_at: null,
    currency: 'INR',
    presentment_currency: 'INR',
    taxes_included: true,
    tags: [],
    discount_codes: [],
    payment_gateway_names: ['razorpay'],
    transactions: [
      { kind: 'sale', status: 'success', gateway: 'razorpay', authorization: 'pay_1', receipt: { id: 1 } },
    ],
    customer: { tags: [] },
    shipping_address: { country_code: 'IN' },
    billing_address: null,
    fulfillments: [
      {
        status: 'success',
        created_at: '2026-10-21T10:00:00.000Z',
        delivered_at: '2026-10-24T10:00:00.000Z',
        line_items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      },
    ],
    refunds: [],
    ...over,
    line_items: lines,
  };
}

export const PRODUCTS: PlanProduct[] = [
  { id: '101', tags: ['sale'], collection_ids: ['c1'] },
  { id: '102', tags: [], collection_ids: [] },
];

export function makeVariant(id: string, over: Partial<PlanVariant> = {}): PlanVariant {
  return {
    id,
    product_id: '101',
    title: id.toUpperCase(),
    option1: null,
    option2: null,
    option3: null,
    price: '1000.00',
    currency: 'INR',
    inventory_quantity: 10,
    blocked: false,
    ...over,
  };
}

/**
 * Same product: v2 same price, v3 dearer, v4 blocked, v5 out of stock, v6 cheaper; o1 another product;
 * u1 and u2 (sold out) of product 300, offered as upsells in the tests that need them.
 */
const VARIANTS: PlanVariant[] = [
  makeVariant('v2'),
  makeVariant('v3', { price: '1200.00' }),
  makeVariant('v4', { blocked: true }),
  makeVariant('v5', { inventory_quantity: 0 }),
  makeVariant('v6', { price: '400.00' }),
  makeVariant('o1', { product_id: '109', price: '800.00' }),
  makeVariant('u1', { product_id: '300', price: '500.00' }),
  makeVariant('u2', { product_id: '300', price: '300.00', inventory_quantity: 0 }),
];

let n = 0;
/** A stored rule row as the rules table holds it. */
export function storedRule(
  type: string,
  outcome: unknown,
  conditions: RuleConditionInput[] = [],
  over: Partial<StoredRule> = {},
): StoredRule {
  n += 1;
  return {
    id: `rule-${n}`,
    name: `Rule ${n}`,
    type,
    active: true,
    position: n,
    match: 'all',
    conditions: conditions.map((c) => ruleConditionSchema.parse(c)),
    outcome,
    ...over,
  };
}

export const linesOf = (
  order: PlanOrder,
  requested: Record<string, number> = {},
  markets: readonly Market[] = [],
): LineFacts[] =>
  lineFactsOf(order, {
    products: PRODUCTS,
    requested: new Map(Object.entries(requested)),
    markets,
    now: NOW,
  });

/** The facts of `makeOrder()` under the default policy (`policy` the stored JSON) and these rules. */
export function makeFacts(
  over: {
    order?: PlanOrder;
    policy?: Record<string, unknown>;
    rules?: StoredRule[];
    requested?: Record<string, number>;
    otherProducts?: PlanProduct[];
    upsellsUnlocked?: boolean;
  } = {},
): PlanFacts<LineFacts, PlanVariant> {
  const order = over.order ?? makeOrder();
  const policy = storedStorePolicy(over.policy ?? {});
  return {
    order,
    lines: linesOf(order, over.requested, policy.markets),
    variants: VARIANTS,
    otherProducts: over.otherProducts ?? [],
    upsellsUnlocked: over.upsellsUnlocked ?? false,
    policy,
    rules: ruleSetOf(over.rules ?? []),
    taxRates: [{ active: true, deleted: false, value: 18, deduction_type: 'percent' }],
    now: NOW,
  };
}
