import type { RequestDetailResponse } from '@roundtrip/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { PriceCard } from './price-card';

type Refund = RequestDetailResponse['refunds'][number];

const record = (over: Partial<Refund>): Refund => ({
  id: 'f1',
  mode: 'pay_to_source',
  status: 'failed',
  amount: '1349.10',
  bonus_amount: '0.00',
  incentive_amount: '0.00',
  currency: 'INR',
  presentment_amount: null,
  presentment_currency: null,
  reference: null,
  error: 'The gateway refused the refund',
  replaced_by: null,
  created_at: '2025-01-02T10:00:00.000Z',
  ...over,
});

// Only what the card reads: return 1202-R1, asked for the original payment (pay to source).
function request(refunds: Refund[], paid: RequestDetailResponse['price']['paid_by_mode']) {
  return {
    kind: 'return',
    refund_mode: 'pay_to_source',
    refunds,
    price: {
      currency: 'INR',
      presentment_currency: 'INR',
      paid: '1349.10',
      fee: '0.00',
      bonus: '0.00',
      incentive: '0.00',
      total: '1349.10',
      bonus_percent: 10,
      refundable_now: '0.00',
      paid_by_mode: paid,
    },
  } as unknown as RequestDetailResponse;
}

function show(r: RequestDetailResponse) {
  render(
    <PolarisRoot>
      <PriceCard request={r} />
    </PolarisRoot>,
  );
}

describe('the price breakdown', () => {
  it('shows the mode actually paid when a failed refund was paid again by store credit', () => {
    show(
      request(
        [
          record({ replaced_by: 's1' }),
          record({
            id: 's1',
            mode: 'store_credit',
            status: 'succeeded',
            amount: '1484.01',
            bonus_amount: '134.91',
            error: null,
          }),
        ],
        [{ mode: 'store_credit', amount: '1484.01', bonus: '134.91', incentive: '0.00' }],
      ),
    );
    screen.getByText('Refund asked for (Pay to original source)');
    screen.getByText('Refunded by store credit instead');
    screen.getByText('₹1,484.01 (bonus ₹134.91 included)');
    screen.getByText('Failed, paid another way');
    expect(screen.queryByText(/Refunded by pay to original source/)).toBeNull();
    expect(screen.queryByText('Refunded so far')).toBeNull();
  });

  it('says nothing was refunded while the only refund failed', () => {
    show(request([record({})], []));
    screen.getByText('Refunded so far');
    screen.getByText('Failed');
    expect(screen.queryByText(/^Refunded by/)).toBeNull();
  });

  it('names the mode plainly when it is the one asked for', () => {
    show(
      request(
        [record({ status: 'succeeded', error: null })],
        [{ mode: 'pay_to_source', amount: '1349.10', bonus: '0.00', incentive: '0.00' }],
      ),
    );
    screen.getByText('Refunded by pay to original source');
  });
});
