import { describe, expect, it } from 'vitest';
import { shopperEnglish } from '../contracts/shopper-english';
import { checkEligibility, type EligibilityInput, windowStart } from './eligibility';
import {
  defaultPolicySettings,
  type PolicySettingsInput,
  parsePolicySettings,
  policySettingsSchema,
} from './settings';

const NOW = '2025-03-20T12:00:00Z';
const settings = (over: PolicySettingsInput = {}) => parsePolicySettings(over);
const input = (over: Partial<EligibilityInput> = {}): EligibilityInput => ({
  kind: 'return',
  settings: defaultPolicySettings,
  order: {
    created_at: '2025-03-01T10:00:00Z',
    fulfilled_at: '2025-03-02T10:00:00Z',
    delivered_at: '2025-03-05T10:00:00Z',
  },
  item: { quantity: 2 },
  now: NOW,
  ...over,
});
const codes = (i: EligibilityInput) => {
  const r = checkEligibility(i);
  return r.eligible ? [] : r.reasons;
};
/** The reasons in the API's English. */
const reasons = (i: EligibilityInput) => codes(i).map(shopperEnglish);

describe('policy settings', () => {
  it('defaults', () => {
    expect(defaultPolicySettings).toMatchObject({
      return_window_days: 30,
      exchange_window_days: 30,
      window_starts_at: 'delivery',
      restrict_return_if_not_delivered: false,
      restrict_return_orders: { enabled: false, order_tags: [], product_tags: [], cod_orders: false },
      return_fee: null,
    });
  });
  it('keeps unknown keys and rejects bad values', () => {
    expect(parsePolicySettings({ future_flag: 1 })).toMatchObject({ future_flag: 1 });
    expect(parsePolicySettings(null).return_window_days).toBe(30);
    expect(policySettingsSchema.safeParse({ return_window_days: -1 }).success).toBe(false);
    expect(policySettingsSchema.safeParse({ return_fee: '5' }).success).toBe(true);
    expect(policySettingsSchema.safeParse({ return_fee: 'five' }).success).toBe(false);
  });
});

describe('checkEligibility', () => {
  it('a delivered order inside the window is eligible', () =>
    expect(checkEligibility(input())).toEqual({ eligible: true }));

  it('return window counts from delivery, then fulfillment', () => {
    expect(reasons(input({ now: '2025-04-04T10:00:00Z' }))).toEqual([]);
    expect(reasons(input({ now: '2025-04-04T10:00:01Z' }))).toEqual([
      'The 30-day return window for this order ended on 4 April 2025.',
    ]);
    const noDelivery = input({
      order: { created_at: '2025-03-01T00:00:00Z', fulfilled_at: '2025-03-02T10:00:00Z' },
      now: '2025-04-02T00:00:00Z',
    });
    expect(reasons(noDelivery)).toEqual(['The 30-day return window for this order ended on 1 April 2025.']);
  });

  it('exchange window is separate', () => {
    const s = settings({ exchange_window_days: 7 });
    expect(reasons(input({ kind: 'exchange', settings: s }))).toEqual([
      'The 7-day exchange window for this order ended on 12 March 2025.',
    ]);
    expect(reasons(input({ kind: 'return', settings: s }))).toEqual([]);
  });

  it('window start settings', () => {
    const order = { created_at: 'o', fulfilled_at: 'f', delivered_at: 'd' };
    expect(windowStart(settings({ window_starts_at: 'order' }), order)).toBe('o');
    expect(windowStart(settings({ window_starts_at: 'fulfillment' }), order)).toBe('f');
    expect(windowStart(settings({ window_starts_at: 'fulfillment' }), { created_at: 'o' })).toBeNull();
    expect(windowStart(defaultPolicySettings, order)).toBe('d');
  });

  it('not shipped yet', () => {
    expect(reasons(input({ order: { created_at: '2025-03-19T00:00:00Z' } }))).toEqual([
      "This item hasn't shipped yet. You can ask once it has been delivered.",
    ]);
  });

  it('restrict if not delivered', () => {
    const order = { created_at: '2025-03-01T00:00:00Z', fulfilled_at: '2025-03-18T00:00:00Z' };
    expect(reasons(input({ order }))).toEqual([]);
    expect(reasons(input({ order, settings: settings({ restrict_return_if_not_delivered: true }) }))).toEqual(
      ["This order hasn't been delivered yet. Returns open once it arrives."],
    );
    expect(
      reasons(
        input({ kind: 'exchange', order, settings: settings({ restrict_exchange_if_not_delivered: true }) }),
      ),
    ).toEqual(["This order hasn't been delivered yet. Exchanges open once it arrives."]);
  });

  it('restrict orders by order tag, product tag and COD', () => {
    const s = settings({
      restrict_return_orders: {
        enabled: true,
        order_tags: ['Final Sale'],
        product_tags: ['gift card'],
        cod_orders: true,
      },
    });
    const order = {
      ...input().order,
      tags: [' final sale '],
      payment_gateway_names: ['Cash on Delivery (COD)'],
    };
    expect(
      reasons(input({ settings: s, order, item: { quantity: 1, product_tags: ['Gift Card'] } })),
    ).toEqual([
      "This order isn't eligible for returns.",
      "This product isn't eligible for returns.",
      "Cash-on-delivery orders aren't eligible for returns.",
    ]);
    const off = settings({ restrict_return_orders: { enabled: false, order_tags: ['final sale'] } });
    expect(reasons(input({ settings: off, order }))).toEqual([]);
    expect(reasons(input({ kind: 'exchange', settings: s, order }))).toEqual([]);
  });

  it('restrict discounted orders', () => {
    const order = { ...input().order, discount_codes: ['SPRING10'] };
    expect(reasons(input({ order }))).toEqual([]);
    expect(reasons(input({ order, settings: settings({ restrict_discounted_returns: true }) }))).toEqual([
      "Items bought with a discount code can't be returned.",
    ]);
    expect(
      reasons(
        input({ kind: 'exchange', order, settings: settings({ restrict_discounted_exchanges: true }) }),
      ),
    ).toEqual(["Items bought with a discount code can't be exchanged."]);
    expect(
      reasons(
        input({
          order: { ...order, discount_codes: [' '] },
          settings: settings({ restrict_discounted_returns: true }),
        }),
      ),
    ).toEqual([]);
  });

  it('quantity already requested', () => {
    expect(reasons(input({ item: { quantity: 2, already_requested: 2 } }))).toEqual([
      'All units of this item are already part of a return or exchange request.',
    ]);
    expect(reasons(input({ item: { quantity: 3, already_requested: 2 }, quantity: 2 }))).toEqual([
      'Only 1 more unit of this item can be returned.',
    ]);
    expect(
      reasons(input({ kind: 'exchange', item: { quantity: 5, fulfilled_quantity: 3 }, quantity: 4 })),
    ).toEqual(['Only 3 more units of this item can be exchanged.']);
  });

  it('store switches and cancelled orders', () => {
    expect(reasons(input({ settings: settings({ return_enabled: false }) }))).toEqual([
      "This store doesn't accept returns online.",
    ]);
    expect(reasons(input({ kind: 'exchange', settings: settings({ exchange_enabled: false }) }))).toEqual([
      "This store doesn't accept exchanges online.",
    ]);
    expect(reasons(input({ order: { ...input().order, cancelled_at: '2025-03-06T00:00:00Z' } }))).toEqual([
      'This order was cancelled, so there is nothing to send back.',
    ]);
  });

  it('answers codes with parameters, the closing day as an ISO date', () => {
    expect(codes(input({ now: '2025-04-04T10:00:01Z' }))).toEqual([
      { code: 'WINDOW_ENDED', params: { kind: 'return', days: 30, date: '2025-04-04' } },
    ]);
    expect(codes(input({ item: { quantity: 3, already_requested: 2 }, quantity: 2 }))).toEqual([
      { code: 'UNITS_LEFT', params: { kind: 'return', count: 1 } },
    ]);
    expect(codes(input({ order: { created_at: '2025-03-19T00:00:00Z' } }))).toEqual([
      { code: 'NOT_SHIPPED' },
    ]);
  });

  it('accepts epoch milliseconds for now and lists every reason at once', () => {
    const s = settings({ return_window_days: 1, restrict_discounted_returns: true });
    const r = reasons(
      input({ settings: s, now: Date.parse(NOW), order: { ...input().order, discount_codes: ['X'] } }),
    );
    expect(r).toHaveLength(2);
  });
});

describe('restrictions by product, collection, customer tag and discount code; product filters', () => {
  const restrict = settings({
    restrict_return_orders: {
      enabled: true,
      product_ids: ['gid://shopify/Product/101'],
      collection_ids: ['501'],
      customer_tags: ['Wholesale'],
      discount_codes: ['staff50'],
    },
  });
  it('order-level and product-level hits, one sentence each', () => {
    expect(reasons(input({ settings: restrict, item: { quantity: 1, product_id: '101' } }))).toEqual([
      "This product isn't eligible for returns.",
    ]);
    expect(reasons(input({ settings: restrict, item: { quantity: 1, collection_ids: ['501'] } }))).toEqual([
      "This product isn't eligible for returns.",
    ]);
    expect(
      reasons(
        input({
          settings: restrict,
          order: { ...input().order, customer_tags: ['wholesale'], discount_codes: ['STAFF50'] },
        }),
      ),
    ).toEqual(["This order isn't eligible for returns."]);
    expect(
      reasons(
        input({ settings: restrict, item: { quantity: 1, product_id: '102', collection_ids: ['502'] } }),
      ),
    ).toEqual([]);
  });
  it('a product filter adds its sentence', () => {
    expect(
      reasons(input({ filter: { action: 'block', message: "This product can't be returned." } })),
    ).toEqual(["This product can't be returned."]);
  });
  it("a filter's fallback sentence goes as its code, the merchant's own words as written", () => {
    const finalSale = {
      action: 'final_sale' as const,
      message: "This item was a final sale, so it can't be exchanged.",
    };
    expect(codes(input({ kind: 'exchange', filter: finalSale }))).toEqual([
      { code: 'FINAL_SALE', params: { kind: 'exchange' } },
    ]);
    expect(codes(input({ filter: { action: 'block', message: "This product can't be returned." } }))).toEqual(
      [{ code: 'PRODUCT_FILTERED', params: { kind: 'return' } }],
    );
    expect(codes(input({ filter: { action: 'final_sale', message: 'Swimwear is final.' } }))).toEqual([
      { code: 'STORE_NOTE', params: { text: 'Swimwear is final.' } },
    ]);
  });
});
