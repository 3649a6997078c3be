// `{{return_terms}}`: the terms a request was judged under, resolved from the policy and the order,
// worded in the portal's "Return terms" sentences.
import { describe, expect, it } from 'vitest';
import { parsePolicySettings } from '../policy/settings';
import { requestTerms } from '../requests/request-terms';
import { makeFacts, makeOrder } from '../test/plan-fixtures';
import { emailMoney } from './email-values';
import { returnTermsLines } from './return-terms';

// Store: 30 days, fee 20.00, every refund mode. Europe: 14 days, fee 5.00, store credit, "outlet" final sale.
const policy = parsePolicySettings({
  return_fee: '20.00',
  markets: [
    {
      name: 'Europe',
      countries: ['DE'],
      overrides: {
        return_window_days: 14,
        return_fee: '5.00',
        refund_modes: ['store_credit'],
        final_sale: { product_tags: ['outlet'] },
      },
    },
    { name: 'United States', countries: ['US'], overrides: { return_fee: null } },
  ],
});
const shippedTo = (country: string, over: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({ shipping_address: { country_code: country }, ...over });
const termsOf = (order: ReturnType<typeof makeOrder>) =>
  requestTerms(policy, order, makeFacts({ order }).lines);
const inr = (language: 'en' | 'hi') => (amount: string) => emailMoney(amount, 'INR', language, 'IN');

describe('requestTerms', () => {
  it.each([
    [
      'a market with its own terms',
      shippedTo('DE'),
      {
        market: 'Europe',
        return_window_days: 14,
        return_deadline: '2026-11-07',
        return_fee: '5.00',
        refund_modes: ['store_credit'],
        final_sale: true,
      },
    ],
    [
      'a market without a fee',
      shippedTo('us'),
      {
        market: 'United States',
        return_window_days: 30,
        return_deadline: '2026-11-23',
        return_fee: null,
        refund_modes: ['pay_to_source', 'store_credit', 'bank_transfer'],
        final_sale: false,
      },
    ],
    [
      'the store, for a country no market lists',
      shippedTo('IN'),
      {
        market: null,
        return_window_days: 30,
        return_deadline: '2026-11-23',
        return_fee: '20.00',
        refund_modes: ['pay_to_source', 'store_credit', 'bank_transfer'],
        final_sale: false,
      },
    ],
    [
      'an order not delivered yet (no last day), paid cash on delivery (not back to its source)',
      shippedTo('IN', { fulfillments: [], payment_gateway_names: ['Cash on Delivery (COD)'] }),
      {
        market: null,
        return_window_days: 30,
        return_deadline: null,
        return_fee: '20.00',
        refund_modes: ['store_credit', 'bank_transfer'],
        final_sale: false,
      },
    ],
  ])('%s', (_what, order, expected) => {
    expect(termsOf(order)).toEqual(expected);
  });
});

describe('returnTermsLines', () => {
  it.each([
    [
      'en',
      shippedTo('DE'),
      [
        'Return terms',
        'Terms for orders shipped to Europe.',
        'Returns can be asked for until 7 November 2026 (14-day window).',
        'Return fee: ₹5.00.',
        'Refunds go to store credit.',
        "Some items are final sale for orders shipped there: they can't be returned or exchanged.",
      ],
    ],
    [
      'en',
      shippedTo('US', { fulfillments: [] }),
      [
        'Return terms',
        'Terms for orders shipped to United States.',
        'You have 30 days to ask for a return once your order arrives.',
        'No return fee.',
        'Refunds go to your original payment method, store credit or your bank account.',
      ],
    ],
    [
      'hi',
      shippedTo('IN'),
      [
        'रिटर्न की शर्तें',
        'रिटर्न का अनुरोध 23 नवंबर 2026 तक किया जा सकता है (30 दिन की अवधि)।',
        'रिटर्न शुल्क: ₹20.00।',
        'रिफ़ंड आपके मूल भुगतान माध्यम, स्टोर क्रेडिट या आपके बैंक खाते में मिल सकता है।',
      ],
    ],
  ] as const)('in %s: %#', (language, order, lines) => {
    expect(returnTermsLines(termsOf(order), language, inr(language)).split('\n')).toEqual(lines);
  });
});
