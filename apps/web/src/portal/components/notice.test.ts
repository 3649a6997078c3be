import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enRefusals } from '../i18n/en-refusals';
import { messages as hiRefusals } from '../i18n/hi-refusals';
import { messages as hiShell } from '../i18n/hi-shell';
import { i18n } from '../i18n/i18n';
import { PortalError } from '../lib/api';
import { errorText } from './notice';

const NOT_FOUND =
  "We couldn't find an order with those details. Check the order number and the email or phone you used.";
const notFound = () =>
  new PortalError(404, 'NOT_FOUND', NOT_FOUND, undefined, null, { code: 'ORDER_NOT_FOUND' });
const codeless = () =>
  new PortalError(400, 'VALIDATION_FAILED', 'Please enter your order number', {
    order_number: 'Please enter your order number',
  });

describe('the sentence of a failed call', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', enRefusals, true, true);
    i18n.addResourceBundle('hi', 'translation', hiShell, true, true);
    i18n.addResourceBundle('hi', 'translation', hiRefusals, true, true);
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("words the server's reason in the shopper's language", async () => {
    expect(errorText(notFound(), i18n.t)).toBe(NOT_FOUND);
    await i18n.changeLanguage('hi');
    expect(errorText(notFound(), i18n.t)).toBe(
      'इन जानकारियों से कोई ऑर्डर नहीं मिला। ऑर्डर नंबर और ऑर्डर में दिया गया ईमेल या फ़ोन नंबर जाँचें।',
    );
  });

  it('shows an error without a code in English to English readers only', async () => {
    expect(errorText(codeless(), i18n.t)).toBe('Please enter your order number');
    await i18n.changeLanguage('hi');
    expect(errorText(codeless(), i18n.t)).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(errorText(new PortalError(429, 'TOO_MANY_ATTEMPTS', ''), i18n.t)).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    );
  });

  it('says when no answer came back', () => {
    expect(errorText(new PortalError(0, 'NETWORK', 'network'), i18n.t)).toBe(
      "We couldn't reach the store. Check your connection and try again.",
    );
    expect(errorText(new Error('boom'), i18n.t)).toBe('Something went wrong. Please try again.');
  });
});
