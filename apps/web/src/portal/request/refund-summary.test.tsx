import type { RefundPreviewResponse } from '@roundtrip/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enRequest } from '../i18n/en-request';
import { i18n } from '../i18n/i18n';
import { returnSummary } from '../return/return-summary';
import { RefundSummary, type Summarize } from './refund-summary';

i18n.addResourceBundle('en', 'translation', enRequest, true, false);

const preview = (
  currency: string,
  presentment: string,
  presentmentRefund: string,
  totals: Partial<RefundPreviewResponse['totals']> = {},
): RefundPreviewResponse => ({
  currency,
  presentment_currency: presentment,
  refund_mode: 'pay_to_source',
  items: [],
  totals: {
    item_value: '735.00',
    discount: '0.00',
    tax: '0.00',
    taxes_included: false,
    paid: '735.00',
    return_fee: '0.00',
    bonus: '0.00',
    refund: '735.00',
    total: '735.00',
    amount_due: '0.00',
    payer: 'none',
    presentment_refund: presentmentRefund,
    ...totals,
  },
});
const summarize: Summarize = (p, { money }) => ({
  rows: [],
  total: ['You get back', money(p.totals.total)],
  outcome: null,
});

describe('the refund summary', () => {
  it('also states the refund in the currency the shopper paid, when it is not the shop’s', () => {
    render(
      <RefundSummary
        preview={preview('USD', 'CAD', '1000.00')}
        loading={false}
        mode=""
        summarize={summarize}
      />,
    );
    expect(screen.getByText('In the currency you paid: CA$1,000.00')).toBeTruthy();
  });

  it('says nothing more for an order paid in the shop’s currency', () => {
    render(
      <RefundSummary
        preview={preview('USD', 'USD', '735.00')}
        loading={false}
        mode=""
        summarize={summarize}
      />,
    );
    expect(screen.queryByText(/In the currency you paid/)).toBeNull();
  });

  it.each([
    ['inside the price when the order’s prices include tax', true, 'Tax (included in the price)'],
    ['on top of the price when they do not', false, 'Tax'],
  ])('shows a return’s tax %s', (_name, included, label) => {
    // Shipping refunded too: the label follows the order, not a sum of the figures.
    const totals = { tax: '112.12', taxes_included: included, total: '785.00' };
    render(
      <RefundSummary
        preview={preview('INR', 'INR', '785.00', totals)}
        loading={false}
        mode=""
        summarize={returnSummary}
      />,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});
