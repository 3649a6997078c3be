import { describe, expect, it } from 'vitest';
import { fulfillmentDeliveredAt } from './deliveries';
import { shopifyRequestRefundMode } from './refund-mode';
import { shopifyReturnReasonLabel } from './return-reasons';
import { returnSync } from './return-sync';

describe('returnSync: our request against Shopify’s return', () => {
  const ret = (status: Parameters<typeof returnSync>[0]['status']) => ({ status, kind: 'return' as const });
  it('moves a requested request when the merchant acted in Shopify', () => {
    expect(returnSync(ret('requested'), 'OPEN')).toEqual({ kind: 'move', action: 'approve' });
    expect(returnSync(ret('requested'), 'DECLINED')).toEqual({ kind: 'move', action: 'reject' });
    expect(returnSync(ret('approved'), 'CANCELED')).toEqual({ kind: 'move', action: 'cancel' });
  });
  it('recognises our own writes coming back, and our work ahead of Shopify', () => {
    expect(returnSync(ret('approved'), 'OPEN')).toEqual({ kind: 'none' });
    expect(returnSync(ret('rejected'), 'DECLINED')).toEqual({ kind: 'none' });
    expect(returnSync(ret('approved'), 'REQUESTED')).toEqual({ kind: 'none' });
    expect(returnSync(ret('received'), 'OPEN')).toEqual({ kind: 'none' });
    // Inspection leaves the return open for the refund to the original payment.
    expect(returnSync(ret('inspected'), 'OPEN')).toEqual({ kind: 'none' });
    expect(returnSync(ret('refunded'), 'CLOSED')).toEqual({ kind: 'none' });
    expect(returnSync(ret('archived'), 'CANCELED')).toEqual({ kind: 'none' });
  });
  it('flags what the lifecycle has no move for', () => {
    expect(returnSync(ret('received'), 'CLOSED')).toEqual({
      kind: 'attention',
      message: 'The return was closed in Shopify while this request is received',
    });
    expect(returnSync(ret('refunded'), 'OPEN')).toMatchObject({ kind: 'attention' });
    expect(returnSync(ret('in_transit'), 'CANCELED')).toMatchObject({ kind: 'attention' });
  });
});

describe('Shopify facts', () => {
  it('a delivered fulfillment has a delivery date', () => {
    expect(
      fulfillmentDeliveredAt({ status: 'success', shipment_status: 'delivered', updated_at: 'T1' }),
    ).toBe('T1');
    expect(
      fulfillmentDeliveredAt({ shipment_status: 'delivered', delivered_at: 'T0', updated_at: 'T1' }),
    ).toBe('T0');
    expect(
      fulfillmentDeliveredAt({ status: 'success', shipment_status: 'in_transit', updated_at: 'T1' }),
    ).toBeNull();
    expect(
      fulfillmentDeliveredAt({ status: 'cancelled', shipment_status: 'delivered', updated_at: 'T1' }),
    ).toBeNull();
  });
  it('return reasons read as the admin words them', () => {
    expect(shopifyReturnReasonLabel('SIZE_TOO_SMALL')).toBe('Size was too small');
    expect(shopifyReturnReasonLabel('BRAND_NEW_REASON')).toBe('Brand new reason');
  });
  it('refund mode: the original payment when allowed', () => {
    expect(shopifyRequestRefundMode(['store_credit', 'pay_to_source'])).toBe('pay_to_source');
    expect(shopifyRequestRefundMode(['store_credit'])).toBe('store_credit');
    expect(shopifyRequestRefundMode([])).toBeUndefined();
  });
});
