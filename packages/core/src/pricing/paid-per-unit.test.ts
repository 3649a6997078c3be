import { describe, expect, it } from 'vitest';
import { paidPerUnit } from './paid-per-unit';

describe('paidPerUnit', () => {
  it('takes each unit its share of the line discount', () => {
    expect(paidPerUnit({ price: '999.00', lineDiscount: '300.00', quantity: 3 }, 'INR')).toBe('899.00');
  });

  it('rounds the share to the currency and never goes below zero', () => {
    expect(paidPerUnit({ price: '10.00', lineDiscount: '0.10', quantity: 3 }, 'INR')).toBe('9.97');
    expect(paidPerUnit({ price: '5.00', lineDiscount: '20.00', quantity: 1 }, 'INR')).toBe('0.00');
  });

  it('reads a line without units as one unit', () => {
    expect(paidPerUnit({ price: '100', lineDiscount: '10', quantity: 0 }, 'JPY')).toBe('90');
  });
});
