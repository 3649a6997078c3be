import { describe, expect, it } from 'vitest';
import { storedStorePolicy } from '../policy/store-policy';
import { ruleSetOf } from '../rules/rule-set';
import { linesOf, makeOrder, makeVariant, storedRule } from '../test/plan-fixtures';
import {
  canCapturePayments,
  catalogueCardOf,
  exchangeRuleRefusal,
  exchangeVariantOf,
  otherProductOffered,
  unavailableVariant,
} from './exchange-choice';

describe('exchangeVariantOf', () => {
  const policy = storedStorePolicy({});
  it('in stock and not blocked: selectable', () => {
    expect(exchangeVariantOf(makeVariant('v2', { option1: 'M' }), policy)).toMatchObject({
      id: 'v2',
      option1: 'M',
      in_stock: true,
      selectable: true,
      unavailable_reason: null,
      unavailable_code: null,
    });
  });
  it('blocked never; out of stock only when the store allows it; stock counted for the units wanted', () => {
    expect(exchangeVariantOf(makeVariant('v4', { blocked: true }), policy)).toMatchObject(
      unavailableVariant('VARIANT_NOT_FOR_EXCHANGE'),
    );
    const few = makeVariant('v5', { inventory_quantity: 1 });
    expect(exchangeVariantOf(few, policy, 2)).toMatchObject({ in_stock: false, selectable: false });
    expect(exchangeVariantOf(few, storedStorePolicy({ exchange_out_of_stock: true }), 2).selectable).toBe(
      true,
    );
  });
  it('an unavailable variant says why in English and as a code', () => {
    expect(unavailableVariant('VARIANT_OUT_OF_STOCK')).toEqual({
      selectable: false,
      unavailable_reason: 'Out of stock',
      unavailable_code: { code: 'VARIANT_OUT_OF_STOCK' },
    });
  });
});

describe('exchangeRuleRefusal', () => {
  const [line] = linesOf(makeOrder());
  if (!line) throw new Error('no line');
  const refusal = (
    policy: Record<string, unknown>,
    candidate: { product_id: string; price: string },
    rules = ruleSetOf([]),
  ) =>
    exchangeRuleRefusal({
      policy: storedStorePolicy(policy),
      exchangeRules: rules.exchange,
      ctx: line.ruleContext,
      original: { product_id: '101', price: '1000.00' },
      candidate,
      orderCreatedAt: '2026-10-20T10:00:00.000Z',
      currency: 'INR',
    });

  it('another variant of the product, not dearer: allowed', () => {
    expect(refusal({}, { product_id: '101', price: '1000.00' })).toBeNull();
  });
  it('another product only with the setting, and within the rule lists', () => {
    expect(refusal({}, { product_id: '109', price: '10' })).toBe('VARIANT_SAME_PRODUCT_ONLY');
    expect(refusal({ exchange_with_other_products: true }, { product_id: '109', price: '10' })).toBeNull();
    const listed = ruleSetOf([
      storedRule('exchange', { exchange_with: 'other_products', product_ids: ['108'] }),
    ]);
    expect(
      refusal(
        { exchange_with_other_products: true, exchange_rules_enabled: true },
        { product_id: '109', price: '10' },
        listed,
      ),
    ).toBe('VARIANT_NOT_IN_EXCHANGE');
  });
  it('dearer only when the store captures payments', () => {
    expect(refusal({}, { product_id: '101', price: '1000.01' })).toBe('VARIANT_SAME_OR_LOWER_ONLY');
    expect(refusal({ capture_payments: true }, { product_id: '101', price: '1200' })).toBeNull();
  });
});

describe('canCapturePayments', () => {
  const policy = storedStorePolicy({ capture_payments: true });
  it('the setting, for orders from the start date, unless the platform captures itself', () => {
    expect(canCapturePayments(policy, '2026-10-20T00:00:00Z')).toBe(true);
    expect(canCapturePayments(policy, '2024-01-01T00:00:00Z')).toBe(false);
    expect(canCapturePayments(storedStorePolicy({}), '2026-10-20T00:00:00Z')).toBe(false);
    expect(
      canCapturePayments(
        storedStorePolicy({ capture_payments: true, shopify_policy_enable_payment_capture: true }),
        '2026-10-20',
      ),
    ).toBe(false);
  });
});

describe('the catalogue of other products', () => {
  const [line] = linesOf(makeOrder());
  const ctx = { ...(line?.ruleContext ?? { product_id: null }), reason_id: null } as NonNullable<
    typeof line
  >['ruleContext'];
  const offered = (policy: Record<string, unknown>, rules = ruleSetOf([]), collection_ids = ['9']) =>
    otherProductOffered({
      policy: storedStorePolicy(policy),
      exchangeRules: rules.exchange,
      ctx,
      originalProductId: '101',
      product: { id: '555', collection_ids },
    });

  it('offers any other product only when the store exchanges with other products', () => {
    expect(offered({})).toBe(false);
    expect(offered({ exchange_with_other_products: true })).toBe(true);
  });

  it("keeps to the item's exchange rule lists when exchange rules are on", () => {
    const rules = ruleSetOf([
      storedRule('exchange', { exchange_with: 'other_products', collection_ids: ['9'], price: 'same' }),
    ]);
    const policy = { exchange_with_other_products: true, exchange_rules_enabled: true };
    expect(offered(policy, rules)).toBe(true);
    expect(offered(policy, rules, ['1'])).toBe(false);
    const sameOnly = ruleSetOf([storedRule('exchange', { exchange_with: 'same_product' })]);
    expect(offered(policy, sameOnly)).toBe(false);
  });

  it('lists a product from its lowest price, available when a variant may be picked', () => {
    const policy = storedStorePolicy({});
    expect(
      catalogueCardOf(
        [
          makeVariant('a', { price: '1200.00' }),
          makeVariant('b', { price: '900.00', inventory_quantity: 0 }),
          makeVariant('c', { price: '100.00', blocked: true }),
        ],
        policy,
      ),
    ).toEqual({ from_price: '900.00', available: true });
    expect(catalogueCardOf([makeVariant('b', { inventory_quantity: 0 })], policy)).toEqual({
      from_price: '1000.00',
      available: false,
    });
    expect(catalogueCardOf([], policy)).toEqual({ from_price: null, available: false });
  });
});
