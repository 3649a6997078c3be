import { describe, expect, it } from 'vitest';
import { shopperEnglish } from '../contracts/shopper-english';
import { checkEligibility, type EligibilityInput } from './eligibility';
import {
  type ListEntry,
  type ListFacts,
  type ListVerdict,
  listValueKey,
  listVerdict,
  matchingListEntries,
} from './lists';
import { parsePolicySettings } from './settings';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const facts: ListFacts = {
  email: 'Asha@Example.com',
  phone: '+91 98765 43210',
  address: { address1: '12, MG Road', address2: null, city: 'Bengaluru', zip: '560001', country_code: 'IN' },
  order_id: 'gid://shopify/Order/5501',
  order_name: '#1042',
  customer_tags: ['VIP', 'wholesale'],
  product_id: 'gid://shopify/Product/77',
  variant_id: '9901',
};
const entry = (over: Partial<ListEntry>): ListEntry => ({
  list: 'block',
  subject: 'email',
  value: 'asha@example.com',
  expires_at: null,
  ...over,
});

describe('list entries match a line by a normalised key', () => {
  it.each<[string, Partial<ListEntry>, boolean]>([
    ['email, any case and spaces', { value: '  ASHA@example.COM ' }, true],
    ['another email', { value: 'ravi@example.com' }, false],
    ['phone without the country code', { subject: 'phone', value: '98765-43210' }, true],
    ['another phone', { subject: 'phone', value: '98765 00000' }, false],
    [
      'address, punctuation and case aside',
      { subject: 'address', value: '12 mg road bengaluru 560001 in' },
      true,
    ],
    ['another address', { subject: 'address', value: '14 MG Road Bengaluru 560001 IN' }, false],
    ['order by name with #', { subject: 'order', value: '#1042' }, true],
    ['order by name without #', { subject: 'order', value: '1042' }, true],
    ['order by numeric id', { subject: 'order', value: '5501' }, true],
    ['order by gid', { subject: 'order', value: 'gid://shopify/Order/5501' }, true],
    ['product by numeric id', { subject: 'product', value: '77' }, true],
    ['variant by gid', { subject: 'variant', value: 'gid://shopify/ProductVariant/9901' }, true],
    ['another variant', { subject: 'variant', value: '9902' }, false],
    ['customer tag, any case', { subject: 'customer_tag', value: ' vip ' }, true],
    ['a tag the customer lacks', { subject: 'customer_tag', value: 'blocked' }, false],
    ['expired yesterday', { expires_at: '2025-05-31T12:00:00Z' }, false],
    ['expires at this instant', { expires_at: '2025-06-01T12:00:00Z' }, false],
    ['expires tomorrow', { expires_at: '2025-06-02T12:00:00Z' }, true],
  ])('%s', (_name, over, matches) => {
    expect(matchingListEntries([entry(over)], facts, NOW)).toHaveLength(matches ? 1 : 0);
  });

  it('keys what the merchant typed as the line is keyed', () => {
    expect(listValueKey('phone', '+1 (415) 555-0100')).toBe('4155550100');
    expect(listValueKey('order', '#A-7')).toBe('a-7');
  });

  it('finds nothing for a line without a shopper or an address', () => {
    const bare = { ...facts, email: null, phone: null, address: null, customer_tags: [] };
    const all: ListEntry[] = [
      entry({}),
      entry({ subject: 'phone', value: '' }),
      entry({ subject: 'address', value: '' }),
    ];
    expect(listVerdict(all, bare, NOW)).toEqual({ blocked: false, allowed: false });
  });
});

const lateOrder = {
  created_at: '2025-03-01T10:00:00Z',
  fulfilled_at: '2025-03-02T10:00:00Z',
  delivered_at: '2025-03-05T10:00:00Z',
  tags: ['Final Sale'],
};
const restricted = parsePolicySettings({
  restrict_return_orders: { enabled: true, order_tags: ['final sale'], cod_orders: true },
});
const base = (lists: ListVerdict | undefined, over: Partial<EligibilityInput> = {}): EligibilityInput => ({
  kind: 'return',
  settings: restricted,
  order: lateOrder,
  item: { quantity: 1 },
  now: NOW,
  lists,
  ...over,
});
const english = (i: EligibilityInput) => {
  const r = checkEligibility(i);
  return r.eligible ? [] : r.reasons.map(shopperEnglish);
};
const NEUTRAL = "This item can't be returned or exchanged online. Please contact the store for help.";
const finalSale = {
  action: 'final_sale' as const,
  message: 'This item was a final sale, so it can’t be returned.',
};

describe('precedence: block, then allow, then the policy', () => {
  it.each<[string, EligibilityInput, string[]]>([
    [
      'no list: the window and the order tag refuse',
      base(undefined),
      [
        'The 30-day return window for this order ended on 4 April 2025.',
        "This order isn't eligible for returns.",
      ],
    ],
    ['blocked: one neutral reason, nothing else told', base({ blocked: true, allowed: false }), [NEUTRAL]],
    ['blocked and allowed: the block wins', base({ blocked: true, allowed: true }), [NEUTRAL]],
    [
      'blocked, even when the policy would accept',
      base(
        { blocked: true, allowed: false },
        { order: { ...lateOrder, tags: [] }, now: '2025-03-10T00:00:00Z' },
      ),
      [NEUTRAL],
    ],
    ['allowed: window and tag restriction waived', base({ blocked: false, allowed: true }), []],
    [
      'allowed: a final-sale filter waived',
      base({ blocked: false, allowed: true }, { filter: finalSale }),
      [],
    ],
    [
      'allowed: a plain block filter still refuses',
      base({ blocked: false, allowed: true }, { filter: { action: 'block', message: 'Not this one.' } }),
      ['Not this one.'],
    ],
    [
      'allowed: a cancelled order still refuses',
      base(
        { blocked: false, allowed: true },
        { order: { ...lateOrder, cancelled_at: '2025-03-03T00:00:00Z' } },
      ),
      ['This order was cancelled, so there is nothing to send back.'],
    ],
    [
      'allowed: quantities still count',
      base({ blocked: false, allowed: true }, { item: { quantity: 1, already_requested: 1 } }),
      ['All units of this item are already part of a return or exchange request.'],
    ],
    [
      'allowed: cash on delivery still refuses',
      base(
        { blocked: false, allowed: true },
        { order: { ...lateOrder, payment_gateway_names: ['Cash on Delivery (COD)'] } },
      ),
      ["Cash-on-delivery orders aren't eligible for returns."],
    ],
  ])('%s', (_name, input, expected) => {
    expect(english(input)).toEqual(expected);
  });
});
