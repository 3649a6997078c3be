import { SHOPPER_TRACKING_STATES, type ShopperTrackingState } from '@roundtrip/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { enDetails } from '../i18n/en-details';
import { messages as hiDetails } from '../i18n/hi-details';
import { i18n } from '../i18n/i18n';
import { TrackingCard } from './tracking-card';

i18n.addResourceBundle('en', 'translation', enDetails, true, true);
i18n.addResourceBundle('hi', 'translation', hiDetails, true, true);

const tracking = (status: ShopperTrackingState | null) => ({
  company: 'Delhivery',
  number: 'DL123',
  url: null,
  status,
});

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the tracking card', () => {
  it('says where the return parcel is in words, never the courier’s code', () => {
    render(<TrackingCard tracking={tracking('in_transit')} />);
    expect(screen.getByText('Delhivery: DL123')).toBeTruthy();
    expect(screen.getByText('On its way to the store')).toBeTruthy();
    expect(screen.queryByText('in_transit')).toBeNull();
  });

  it('says it in Hindi for a Hindi shopper', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<TrackingCard tracking={tracking('delivered')} />);
    expect(screen.getByText('पार्सल स्टोर पहुँच गया है')).toBeTruthy();
  });

  it('has words in both languages for every state, and shows none for a state it cannot word', () => {
    for (const state of SHOPPER_TRACKING_STATES) {
      expect(enDetails.details.parcelToStore[state]).not.toBe('');
      expect(enDetails.details.parcelToYou[state]).not.toBe('');
      expect(hiDetails.details.parcelToStore[state]).not.toBe('');
      expect(hiDetails.details.parcelToYou[state]).not.toBe('');
    }
    const { container } = render(<TrackingCard tracking={tracking(null)} />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
