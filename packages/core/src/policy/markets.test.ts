import { describe, expect, it } from 'vitest';
import { shopperEnglish } from '../contracts/shopper-english';
import { planRequest } from '../requests/plan-request';
import { ruleConditionSchema, unknownMarkets } from '../rules/conditions';
import { makeFacts, makeOrder, storedRule } from '../test/plan-fixtures';
import { checkEligibility } from './eligibility';
import { marketOf, orderTerms, policyForCountry } from './markets';
import { parsePolicySettings, policySettingsSchema } from './settings';

// Store: 30-day window, fee 20.00, all refund modes. Europe: 14 days, fee 5.00, store credit only,
// the "outlet" tag final sale. US: 60 days and no flat fee.
const policy = parsePolicySettings({
  return_fee: '20.00',
  markets: [
    {
      name: 'Europe',
      countries: ['DE', 'FR'],
      overrides: {
        return_window_days: 14,
        return_fee: '5.00',
        refund_modes: ['store_credit'],
        final_sale: { product_tags: ['Outlet'] },
      },
    },
    { name: 'United States', countries: ['US'], overrides: { return_window_days: 60, return_fee: null } },
  ],
});

describe('market selection', () => {
  it.each([
    ['DE', 'Europe'],
    ['fr', 'Europe'],
    ['US', 'United States'],
    ['IN', null],
    [null, null],
    ['', null],
  ])('an order shipped to %s is in market %s', (country, market) => {
    expect(marketOf(policy.markets, country)?.name ?? null).toBe(market);
  });
});

describe('market terms', () => {
  it.each([
    // country, window, exchange window, fee, refund modes
    ['DE', 14, 30, '5.00', ['store_credit']],
    ['US', 60, 30, null, ['pay_to_source', 'store_credit', 'bank_transfer']],
    ['IN', 30, 30, '20.00', ['pay_to_source', 'store_credit', 'bank_transfer']],
  ] as const)('%s: %i-day window, exchanges %i days, fee %s', (country, days, exchangeDays, fee, modes) => {
    const own = policyForCountry(policy, country);
    expect(own).toMatchObject({
      return_window_days: days,
      exchange_window_days: exchangeDays,
      return_fee: fee,
      refund_modes: modes,
    });
    expect(policyForCountry(own, country)).toEqual(own);
  });

  it.each([
    ['DE', 'Europe', '2025-03-19'],
    ['US', 'United States', '2025-05-04'],
    ['IN', null, '2025-04-04'],
  ])('orderTerms for %s name the market and the last day', (country, market, deadline) => {
    expect(orderTerms(policy, { country, window_start: '2025-03-05T10:00:00Z' })).toMatchObject({
      market,
      return_deadline: deadline,
    });
    expect(orderTerms(policy, { country, window_start: null }).return_deadline).toBeNull();
  });
});

describe('eligibility by market', () => {
  const order = (country: string) => ({
    created_at: '2025-03-01T10:00:00Z',
    fulfilled_at: '2025-03-02T10:00:00Z',
    delivered_at: '2025-03-05T10:00:00Z',
    country,
  });
  const reasons = (country: string, now: string, item = {}) => {
    const r = checkEligibility({
      kind: 'return',
      settings: policy,
      order: order(country),
      item: { quantity: 1, ...item },
      now,
    });
    return r.eligible ? [] : r.reasons.map(shopperEnglish);
  };

  it.each([
    // country, day asked, refused with
    ['DE', '2025-03-19T10:00:00Z', []],
    ['DE', '2025-03-20T12:00:00Z', ['The 14-day return window for this order ended on 19 March 2025.']],
    ['IN', '2025-03-20T12:00:00Z', []],
    ['US', '2025-05-01T12:00:00Z', []],
    ['IN', '2025-05-01T12:00:00Z', ['The 30-day return window for this order ended on 4 April 2025.']],
  ])('%s on %s', (country, now, expected) => {
    expect(reasons(country, now)).toEqual(expected);
  });

  it("a market's final-sale item is refused there only; a product filter's own words come first", () => {
    const now = '2025-03-10T00:00:00Z';
    expect(reasons('FR', now, { product_tags: [' outlet '] })).toEqual([
      "This item was a final sale, so it can't be returned.",
    ]);
    expect(reasons('IN', now, { product_tags: ['outlet'] })).toEqual([]);
  });
});

describe('planning by market', () => {
  const stored = {
    return_fee: '20.00',
    markets: [
      {
        name: 'Gulf',
        countries: ['AE'],
        overrides: { return_fee: '50.00', refund_modes: ['bank_transfer'] },
      },
    ],
  };
  const ret = (mode: 'store_credit' | 'bank_transfer') => ({
    kind: 'return' as const,
    refund_mode: mode,
    items: [{ line_item_id: 'a', quantity: 1 }],
  });

  // The store's 18% tax rate applies on top of either fee.
  it("an order shipped into a market pays its fee and may use only its refund modes; others the store's", () => {
    const gulf = makeFacts({
      policy: stored,
      order: makeOrder({ shipping_address: { country_code: 'AE' } }),
    });
    const india = makeFacts({ policy: stored });
    const out = planRequest(gulf, ret('bank_transfer'));
    expect(out.ok && out.value.refund.totals.fee).toBe(5900);
    expect(planRequest(gulf, ret('store_credit'))).toMatchObject({
      ok: false,
      refusal: { code: 'MODE_NOT_ALLOWED' },
    });
    const home = planRequest(india, ret('store_credit'));
    expect(home.ok && home.value.refund.totals.fee).toBe(2360);
  });

  // A return-fee rule of 30.00 for the Gulf market (or for every order outside it), 18% tax on top.
  it.each([
    ['in', 'AE', 3540],
    ['in', 'IN', 2360],
    ['not_in', 'AE', 5900],
    ['not_in', 'IN', 3540],
  ] as const)('a fee rule for market %s [Gulf], order shipped to %s: fee %i', (operator, country, fee) => {
    const rules = [
      storedRule('return_fee', { fee_type: 'fixed', value: '30.00' }, [
        { type: 'market', operator, values: ['gulf'] },
      ]),
    ];
    const facts = makeFacts({
      policy: stored,
      rules,
      order: makeOrder({ shipping_address: { country_code: country } }),
    });
    const out = planRequest(facts, ret('bank_transfer'));
    expect(out.ok && out.value.refund.totals.fee).toBe(fee);
  });
});

describe('unknownMarkets', () => {
  it('names each market a rule gives that the store does not have, any case', () => {
    const conditions = [
      ruleConditionSchema.parse({ type: 'country', values: ['IN'] }),
      ruleConditionSchema.parse({ type: 'market', values: ['europe', 'Mars', 'United States'] }),
    ];
    expect(unknownMarkets(conditions, policy.markets)).toEqual({
      'conditions.1.values.1': 'Unknown market Mars',
    });
    expect(unknownMarkets(conditions.slice(0, 1), [])).toEqual({});
  });
});

describe('market validation', () => {
  it.each([
    [{ name: '', countries: ['IN'] }, 'markets.0.name', 'Name the market'],
    [{ name: 'X', countries: [] }, 'markets.0.countries', 'Add at least one country'],
    [{ name: 'X', countries: ['ZZ'] }, 'markets.0.countries.0', 'Use ISO country codes, like IN or US'],
    [
      { name: 'X', countries: ['IN'], overrides: { return_window_days: 400 } },
      'markets.0.overrides.return_window_days',
      'The window can be at most 365 days',
    ],
    [
      { name: 'X', countries: ['IN'], overrides: { return_fee: 'free' } },
      'markets.0.overrides.return_fee',
      'Return fee must be an amount like 5.00',
    ],
  ])('%j is refused at %s', (market, path, message) => {
    const r = policySettingsSchema.safeParse({ markets: [market] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('a country in two markets, or two markets of one name, is refused', () => {
    const r = policySettingsSchema.safeParse({
      markets: [
        { name: 'EU', countries: ['DE'] },
        { name: 'eu', countries: ['FR', 'DE'] },
      ],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['markets.1.name', 'Another market has this name'],
      ['markets.1.countries.1', 'DE is already in the market EU'],
    ]);
  });
});
