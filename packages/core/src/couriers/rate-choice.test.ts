import { describe, expect, it } from 'vitest';
import { type CourierQuote, chooseQuote, courierQuote, type RateSetting } from './rate-choice';

const q = (courier: CourierQuote['courier'], amount: string, days: number | null, currency = 'INR') => ({
  courier,
  service: `${courier} service`,
  amount,
  currency,
  days,
});
const cheapest: RateSetting = { rule: 'cheapest', preferred: null };
const fastest: RateSetting = { rule: 'fastest', preferred: null };
const prefer = (courier: CourierQuote['courier']): RateSetting => ({ rule: 'preferred', preferred: courier });

describe('choosing a courier from every quote', () => {
  it.each<[string, CourierQuote[], RateSetting, string, CourierQuote['courier'] | null]>([
    [
      'the cheapest',
      [q('shiprocket', '92.50', 4), q('delhivery', '71.50', null)],
      cheapest,
      'INR',
      'delhivery',
    ],
    [
      'a tie keeps the catalogue order',
      [q('shiprocket', '71.50', 4), q('delhivery', '71.5', 2)],
      cheapest,
      'INR',
      'shiprocket',
    ],
    [
      'amounts compare as money, not text',
      [q('shippo', '9.50', 3), q('shipstation', '10.00', 3)],
      cheapest,
      'INR',
      'shippo',
    ],
    ['the fastest', [q('shiprocket', '92.50', 4), q('delhivery', '71.50', 5)], fastest, 'INR', 'shiprocket'],
    [
      'the fastest: no estimate comes last',
      [q('delhivery', '71.50', null), q('shiprocket', '92.50', 6)],
      fastest,
      'INR',
      'shiprocket',
    ],
    [
      'the fastest: same days, the cheaper',
      [q('shiprocket', '92.50', 3), q('delhivery', '71.50', 3)],
      fastest,
      'INR',
      'delhivery',
    ],
    [
      'the preferred courier, though dearer',
      [q('shiprocket', '92.50', 4), q('delhivery', '71.50', 2)],
      prefer('shiprocket'),
      'INR',
      'shiprocket',
    ],
    [
      'the preferred courier quoted nothing: the cheapest',
      [q('shiprocket', '92.50', 4), q('delhivery', '71.50', 2)],
      prefer('shippo'),
      'INR',
      'delhivery',
    ],
    [
      "only the store's currency is compared",
      [q('sandbox', '5.50', 3, 'USD'), q('shiprocket', '92.50', 4)],
      cheapest,
      'INR',
      'shiprocket',
    ],
    [
      'none in the store currency: the currency most quotes are in',
      [q('sandbox', '5.50', 3, 'USD'), q('shippo', '7.00', 2, 'USD'), q('shiprocket', '1.00', 4)],
      cheapest,
      'EUR',
      'sandbox',
    ],
    ['no quote at all', [], cheapest, 'INR', null],
  ])('%s', (_name, quotes, setting, currency, expected) => {
    expect(chooseQuote(quotes, setting, currency)?.courier ?? null).toBe(expected);
  });

  it("takes a courier's cheapest rate as its quote: the rate its booking buys", () => {
    expect(
      courierQuote('shippo', [
        { service: 'USPS Priority', amount: '12.40', currency: 'USD', days: 2 },
        { service: 'USPS Ground', amount: '8.10', currency: 'USD', days: 5 },
        { service: 'broken', amount: 'n/a', currency: 'USD', days: 1 },
      ]),
    ).toEqual({ courier: 'shippo', service: 'USPS Ground', amount: '8.10', currency: 'USD', days: 5 });
    expect(courierQuote('delhivery', [])).toBeNull();
  });
});
