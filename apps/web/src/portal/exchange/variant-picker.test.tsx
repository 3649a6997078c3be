import type { ExchangeVariant, PortalOrderItem, ProductVariantsResponse } from '@roundtrip/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n/i18n';
import { VariantPicker } from './variant-picker';

const eligible = { eligible: true, reasons: [], reason_codes: [], max_quantity: 1 };
const item: PortalOrderItem = {
  line_item_id: 'line-1',
  product_id: 'p-1',
  variant_id: 'v-m-blue',
  title: 'Linen Shirt',
  variant_title: 'M / Blue',
  image_url: '',
  options: [
    { name: 'Size', value: 'M' },
    { name: 'Colour', value: 'Blue' },
  ],
  quantity: 1,
  fulfilled_quantity: 1,
  already_requested: 0,
  unit_price: '999.00',
  price_paid: '899.00',
  total_discount: '100.00',
  return: eligible,
  exchange: eligible,
};

const variant = (size: string, colour: string, selectable: boolean): ExchangeVariant => ({
  id: `v-${size.toLowerCase()}-${colour.toLowerCase()}`,
  title: `${size} / ${colour}`,
  option1: size,
  option2: colour,
  option3: null,
  price: '999.00',
  currency: 'INR',
  in_stock: selectable,
  blocked: false,
  selectable,
  unavailable_reason: selectable ? null : 'Out of stock',
  unavailable_code: null,
  suggested: false,
});

// The shopper's own variant is never selectable: exchanging it for itself is no exchange.
const product: ProductVariantsResponse = {
  product_id: 'p-1',
  title: 'Linen Shirt',
  image_url: '',
  options: [
    { name: 'Size', position: 1, values: ['S', 'M', 'L'] },
    { name: 'Colour', position: 2, values: ['Blue'] },
  ],
  variants: [variant('S', 'Blue', false), variant('M', 'Blue', false), variant('L', 'Blue', true)],
};

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('VariantPicker', () => {
  it("marks the shopper's current size without choosing it or calling it unavailable", () => {
    const onChange = vi.fn();
    render(<VariantPicker item={item} product={product} value="" onChange={onChange} error={null} />);
    const mine = screen.getByRole('radio', { name: 'M your current size' });
    expect((mine as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('M (unavailable)')).toBeNull();
    expect(screen.getByText('S (unavailable)')).toBeTruthy();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the current colour when the shopper picks another size', () => {
    const onChange = vi.fn();
    render(<VariantPicker item={item} product={product} value="" onChange={onChange} error={null} />);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('New item: L / Blue, ₹999.00')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('v-l-blue');
  });

  it('says it in Hindi', async () => {
    await act(() => chooseLanguage('hi'));
    render(<VariantPicker item={item} product={product} value="" onChange={() => {}} error={null} />);
    expect(screen.getByRole('radio', { name: 'M अभी आपके पास यही size है' })).toBeTruthy();
    expect(screen.getByText('अपना नया सामान चुनें')).toBeTruthy();
  });
});
