import { describe, expect, it } from 'vitest';
import { ruleConditionSchema } from '../rules/conditions';
import { productFilterVerdict } from '../rules/evaluate';
import { productFilterOutcome } from '../rules/outcomes';
import { itemEligibilityOf, shopperEnglish } from './shopper-english';
import {
  SHOPPER_MESSAGE_CODES,
  type ShopperMessageCode,
  shopperMessageOf as say,
  shopperMessage,
  VARIANT_REASON_CODES,
} from './shopper-messages';

/** Every parameter any code takes, so each code can be rendered. */
const sample = {
  kind: 'exchange',
  count: 3,
  days: 7,
  date: '2025-04-04',
  text: 'Swimwear is final.',
  mb: 10,
  max: 5,
  minutes: 15,
  variant_title: 'M',
  reason: 'VARIANT_OUT_OF_STOCK',
};
const english = (code: ShopperMessageCode, params: Record<string, string | number> = sample) =>
  shopperEnglish({ code, params });

describe('shopper messages', () => {
  it('words every code in English, with its parameters filled in', () => {
    for (const code of SHOPPER_MESSAGE_CODES) {
      const text = english(code);
      expect(text, code).toMatch(/\S/);
      expect(text, code).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(new Set(SHOPPER_MESSAGE_CODES).size).toBe(SHOPPER_MESSAGE_CODES.length);
  });

  it('words returns and exchanges, plurals and the closing day', () => {
    expect(shopperEnglish(say('STORE_KIND_OFF', { kind: 'exchange' }))).toBe(
      "This store doesn't accept exchanges online.",
    );
    expect(shopperEnglish(say('NOT_DELIVERED', { kind: 'return' }))).toBe(
      "This order hasn't been delivered yet. Returns open once it arrives.",
    );
    expect(shopperEnglish(say('DISCOUNT_RESTRICTED', { kind: 'exchange' }))).toBe(
      "Items bought with a discount code can't be exchanged.",
    );
    expect(shopperEnglish(say('WINDOW_ENDED', { kind: 'exchange', days: 7, date: '2025-03-12' }))).toBe(
      'The 7-day exchange window for this order ended on 12 March 2025.',
    );
    expect(shopperEnglish(say('UNITS_LEFT', { kind: 'return', count: 1 }))).toBe(
      'Only 1 more unit of this item can be returned.',
    );
    expect(shopperEnglish(say('UNITS_LEFT', { kind: 'exchange', count: 3 }))).toBe(
      'Only 3 more units of this item can be exchanged.',
    );
    expect(shopperEnglish(say('TOO_MANY_LOOKUPS', { count: 1 }))).toBe(
      'Too many attempts to find this order. Please try again in 1 minute.',
    );
    expect(shopperEnglish(say('TOO_MANY_LOOKUPS', { count: 15 }))).toMatch(/in 15 minutes\.$/);
    expect(shopperEnglish(say('UPLOAD_IMAGE_TOO_LARGE', { mb: 10 }))).toBe('Photos can be at most 10 MB.');
  });

  it('names the variant in a variant refusal, with its reason as a sentence', () => {
    expect(
      shopperEnglish(say('VARIANT_NOT_SELECTABLE', { variant_title: 'S', reason: 'VARIANT_OUT_OF_STOCK' })),
    ).toBe('S: Out of stock.');
    expect(
      shopperEnglish(
        say('EXCHANGE_RULE_REFUSED', { variant_title: 'L', reason: 'VARIANT_SAME_OR_LOWER_ONLY' }),
      ),
    ).toBe('L: Only items at the same price or lower can be chosen.');
    for (const reason of VARIANT_REASON_CODES) expect(english(reason)).not.toMatch(/\.$/);
    expect(english('EXCHANGE_RULE_REFUSED', { variant_title: 'L', reason: 'Free words.' })).toBe(
      'L: Free words.',
    );
  });

  it('builds messages with parameters only when the code has some', () => {
    expect(say('ORDER_NOT_FOUND')).toEqual({ code: 'ORDER_NOT_FOUND' });
    expect(say('UNITS_LEFT', { kind: 'return', count: 2 })).toEqual({
      code: 'UNITS_LEFT',
      params: { kind: 'return', count: 2 },
    });
  });

  it('reads a message from the wire: known codes, flat parameters', () => {
    expect(shopperMessage.safeParse({ code: 'SESSION_EXPIRED' }).success).toBe(true);
    expect(shopperMessage.safeParse({ code: 'NO_SUCH_CODE' }).success).toBe(false);
    expect(shopperMessage.safeParse({ code: 'UNITS_LEFT', params: { count: { n: 1 } } }).success).toBe(false);
    // Missing parameters never throw: a sentence with blanks beats a broken page.
    expect(shopperEnglish({ code: 'STORE_NOTE' })).toBe('');
    expect(shopperEnglish({ code: 'STORE_KIND_OFF' })).toBe("This store doesn't accept returns online.");
  });

  it("words a product filter's fallback exactly as the filter does", () => {
    const ctx = {
      product_id: '101',
      collection_ids: [],
      product_tags: ['sale'],
      unit_price: '20.00',
      currency: 'USD',
      reason_id: null,
      now: '2025-03-31T00:00:00Z',
    };
    for (const action of ['block', 'final_sale'] as const) {
      const rule = {
        id: 'r1',
        name: 'Sale',
        active: true,
        position: 0,
        match: 'all' as const,
        conditions: [ruleConditionSchema.parse({ type: 'product_tag', values: ['sale'] })],
        outcome: productFilterOutcome.parse({ action }),
      };
      for (const kind of ['return', 'exchange'] as const) {
        const code = action === 'final_sale' ? 'FINAL_SALE' : 'PRODUCT_FILTERED';
        expect(productFilterVerdict([rule], ctx, kind)?.message).toBe(shopperEnglish(say(code, { kind })));
      }
    }
  });

  it('gives an item its reasons in English beside their codes', () => {
    const reasons = [say('ORDER_CANCELLED'), say('UNITS_LEFT', { kind: 'exchange', count: 2 })];
    expect(itemEligibilityOf({ eligible: false, reasons, max_quantity: 0 })).toEqual({
      eligible: false,
      reasons: [
        'This order was cancelled, so there is nothing to send back.',
        'Only 2 more units of this item can be exchanged.',
      ],
      reason_codes: reasons,
      max_quantity: 0,
    });
  });
});
