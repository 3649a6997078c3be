import { describe, expect, it } from 'vitest';
import { contrastText, formatDate, formatDay, formatMoney, formatWindow, setStoreLocale } from './format';

describe('portal formatting', () => {
  it('formats money for the store’s locale and currency, whatever the shopper’s language', () => {
    expect(formatMoney('123456', 'INR')).toBe('₹1,23,456.00');
    setStoreLocale({ language: 'en', country: 'US' });
    expect(formatMoney('123456', 'USD')).toBe('$123,456.00');
    expect(formatMoney('5', 'XYZ1')).toBe('XYZ1 5.00');
    setStoreLocale({ language: 'en', country: 'IN' });
    expect(formatMoney('1299.5', 'INR')).toBe('₹1,299.50');
    expect(formatMoney('123456', 'INR')).toBe('₹1,23,456.00');
  });

  it('formats dates', () => {
    expect(formatDate('2025-04-04T10:00:00Z', 'en')).toBe('4 April 2025');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('writes an ISO day as that day in the shopper’s language', () => {
    expect(formatDay('2025-04-04', 'en')).toBe('4 April 2025');
    expect(formatDay('2025-04-04', 'hi')).toBe('4 अप्रैल 2025');
    expect(formatDay('soon', 'hi')).toBe('soon');
  });

  it('writes a pickup window in the store time zone and the shopper’s language', () => {
    const w = { from: '2026-11-24T04:30:00.000Z', to: '2026-11-24T12:30:00.000Z', time_zone: 'Asia/Kolkata' };
    expect(formatWindow(w, 'en')).toEqual({ day: 'Tuesday, 24 November', from: '10:00 am', to: '6:00 pm' });
    expect(formatWindow(w, 'hi').day).toBe('मंगलवार, 24 नवंबर');
  });

  it('picks readable text on the brand colour', () => {
    expect(contrastText('#ffffff')).toBe('#000');
    expect(contrastText('#1f5199')).toBe('#fff');
    expect(contrastText('#ffd400')).toBe('#000');
  });
});
