import { describe, expect, it } from 'vitest';
import { flowTriggerPayload } from './triggers';

const request = {
  id: 'b1c0',
  name: '1001-1',
  kind: 'return',
  status: 'refunded',
  orderId: '5001',
  customerId: '77',
  refundAmount: '1000.000',
  amountDue: '0.000',
  currency: 'INR',
};

describe('flowTriggerPayload', () => {
  it('sends the order as Flow’s numeric reference and the money as numbers', () => {
    expect(flowTriggerPayload({ request, event: { type: 'created', data: {} } })).toEqual({
      order_id: 5001,
      'Request ID': 'b1c0',
      'Request name': '1001-1',
      'Request kind': 'return',
      'Request status': 'refunded',
      'Customer ID': 'gid://shopify/Customer/77',
      'Refund amount': 1000,
      'Amount due': 0,
      Currency: 'INR',
    });
  });

  it('a refund sends what was refunded; a rejection its reason; a guest no customer', () => {
    const refunded = flowTriggerPayload({ request, event: { type: 'refunded', data: { amount: '900.00' } } });
    expect(refunded?.['Refund amount']).toBe(900);
    const rejected = flowTriggerPayload({
      request: { ...request, customerId: null },
      event: { type: 'rejected', data: { reason: 'Worn' } },
    });
    expect(rejected).toMatchObject({ Reason: 'Worn', 'Customer ID': '' });
  });

  it('sends nothing for an order without a Shopify id (a demo store’s)', () => {
    expect(
      flowTriggerPayload({
        request: { ...request, orderId: 'demo-1' },
        event: { type: 'created', data: {} },
      }),
    ).toBeNull();
  });
});
