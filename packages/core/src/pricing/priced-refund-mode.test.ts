import { describe, expect, it } from 'vitest';
import { pricedRefundMode } from './priced-refund-mode';
import type { RefundMode } from './refund-types';

describe('pricedRefundMode (docs/pricing.md requested_refund_mode)', () => {
  it.each<[string, (RefundMode | null | undefined)[], RefundMode]>([
    ['nothing named: the original payment', [], 'pay_to_source'],
    ['a request with no mode: the original payment', [null], 'pay_to_source'],
    ['an item and a request with none', [undefined, null], 'pay_to_source'],
    ['the request’s mode', [null, 'store_credit'], 'store_credit'],
    ['the item’s mode before the request’s', ['bank_transfer', 'store_credit'], 'bank_transfer'],
    ['a mode given for the action before the item’s', ['others', 'bank_transfer', 'store_credit'], 'others'],
  ])('%s', (_name, named, mode) => {
    expect(pricedRefundMode(...named)).toBe(mode);
  });
});
