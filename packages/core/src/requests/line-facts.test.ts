import { describe, expect, it } from 'vitest';
import { linesOf, makeLine, makeOrder, NOW, PRODUCTS } from '../test/plan-fixtures';
import { lineFactsOf, ruleContextOf, unitsLeft } from './line-facts';

describe('lineFactsOf', () => {
  it('a line shipped and delivered: its window dates, product and rule context', () => {
    const [a, b] = linesOf(makeOrder());
    expect(a?.product?.id).toBe('101');
    expect(b?.product?.id).toBe('102');
    expect(a).toMatchObject({
      fulfilledQuantity: 2,
      refundedQuantity: 0,
      alreadyRequested: 0,
      eligibilityOrder: {
        fulfilled_at: '2026-10-21T10:00:00.000Z',
        delivered_at: '2026-10-24T10:00:00.000Z',
        payment_gateway_names: ['razorpay'],
      },
      ruleContext: {
        product_id: '101',
        product_tags: ['sale'],
        collection_ids: ['c1'],
        country: 'IN',
        now: NOW,
      },
    });
  });

  it('counts each shipment of a line; delivered only once every shipment is', () => {
    const order = makeOrder({
      line_items: [makeLine('a', { quantity: 3 })],
      fulfillments: [
        {
          status: 'success',
          created_at: '2026-10-22',
          delivered_at: '2026-10-25',
          line_items: [{ id: 'a', quantity: 1 }],
        },
        {
          status: 'success',
          created_at: '2026-10-21',
          delivered_at: null,
          line_items: [{ id: 'a', quantity: 1 }],
        },
        {
          status: 'cancelled',
          created_at: '2026-10-20',
          delivered_at: null,
          line_items: [{ id: 'a', quantity: 1 }],
        },
      ],
    });
    const [a] = linesOf(order);
    expect(a?.fulfilledQuantity).toBe(2);
    expect(a?.eligibilityOrder).toMatchObject({ fulfilled_at: '2026-10-21', delivered_at: null });
  });

  it('units held: the most of what requests hold and what the platform refunded', () => {
    const order = makeOrder({
      refunds: [{ refund_line_items: [{ line_item_id: 'a', quantity: 1 }] }],
    });
    const [a, b] = linesOf(order, { b: 1 });
    expect(a).toMatchObject({ refundedQuantity: 1, alreadyRequested: 1 });
    expect(b).toMatchObject({ refundedQuantity: 0, alreadyRequested: 1 });
    expect(linesOf(order, { a: 2 })[0]?.alreadyRequested).toBe(2);
  });

  it('a line whose product is gone has no product facts', () => {
    const order = makeOrder({ line_items: [makeLine('x', { product_id: null })] });
    const [x] = lineFactsOf(order, { products: PRODUCTS, requested: new Map(), markets: [], now: NOW });
    expect(x?.product).toBeNull();
    expect(x?.ruleContext).toMatchObject({ product_tags: [], collection_ids: [] });
  });
});

describe('ruleContextOf', () => {
  it('the shipping country, else the billing one; the reason when chosen', () => {
    const order = makeOrder({ shipping_address: null, billing_address: { country_code: 'US' } });
    const ctx = ruleContextOf({
      order,
      line: makeLine('a'),
      product: null,
      reasonId: 'r1',
      markets: [{ name: 'Americas', countries: ['US', 'CA'], overrides: {} }],
      now: NOW,
    });
    expect(ctx).toMatchObject({
      country: 'US',
      market: 'Americas',
      reason_id: 'r1',
      unit_price: '1000.00',
      currency: 'INR',
    });
    const none = ruleContextOf({
      order: makeOrder({ shipping_address: null }),
      line: makeLine('a'),
      product: null,
      markets: [],
      now: NOW,
    });
    expect(none).toMatchObject({ country: null, market: null, reason_id: null });
  });
});

describe('unitsLeft', () => {
  it('shipped units not yet held', () => {
    const [a] = linesOf(makeOrder(), { a: 1 });
    if (!a) throw new Error('no line');
    expect(unitsLeft(a)).toBe(1);
    expect(unitsLeft({ ...a, alreadyRequested: 5 })).toBe(0);
  });
});
