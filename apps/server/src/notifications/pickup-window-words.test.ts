import { describe, expect, it } from 'vitest';
import { pickupWindowWords } from './pickup-window-words';

describe('pickup window words', () => {
  it("words the courier's visit in the store's time zone and the shopper's language", () => {
    const window = {
      from: '2026-11-24T04:30:00.000Z',
      to: '2026-11-24T12:30:00.000Z',
      time_zone: 'Asia/Kolkata',
    };
    expect(pickupWindowWords(window, 'en')).toMatch(/^Tuesday, 24 November, 10:00 am – 6:00 pm$/i);
    expect(pickupWindowWords(window, 'hi')).toContain('मंगलवार');
  });
});
