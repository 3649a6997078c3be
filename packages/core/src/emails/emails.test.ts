import { describe, expect, it } from 'vitest';
import { emailMoney, instructionLines, itemLines, shopperEmailFor } from './email-values';
import { EMAIL_KINDS, EMAIL_LANGUAGES, EMAIL_VARIABLES, TEMPLATE_FIELDS } from './kinds';
import { REQUEST_LINK_DAYS, requestLink, requestLinkExpiry } from './request-link';
import { nextStepLine, refundLine } from './request-summary';
import { fillTemplate, templateProblems, variablesIn } from './template-variables';
import { defaultTemplate } from './templates';

describe('email templates', () => {
  it('ships every email in every language using only its own variables', () => {
    for (const kind of EMAIL_KINDS)
      for (const language of EMAIL_LANGUAGES) {
        const template = defaultTemplate(kind, language);
        expect(templateProblems(kind, template)).toEqual({});
        for (const field of TEMPLATE_FIELDS) expect(template[field]).not.toBe('');
      }
  });

  it('refuses an unknown variable with a message for its field', () => {
    const template = {
      ...defaultTemplate('refund_sent', 'en'),
      body: 'We refunded {{amount}} and {{ discount }}',
    };
    expect(templateProblems('refund_sent', template)).toEqual({
      body: expect.stringMatching(
        /^Unknown variable \{\{discount\}\}\. This email can use \{\{store_name\}\}/,
      ),
    });
    // The reason belongs to the rejection, not to the refund.
    expect(Object.keys(templateProblems('refund_sent', { ...template, body: '{{reason}}' }))).toEqual([
      'body',
    ]);
    expect(variablesIn('{{a}} {{ b }} {{a}}')).toEqual(['a', 'b']);
  });

  it('fills the values it has and leaves nothing of one it lacks', () => {
    expect(
      fillTemplate('Hi {{customer_name}}, {{ amount }}{{reason}}.', {
        customer_name: 'Asha',
        amount: '₹989',
      }),
    ).toBe('Hi Asha, ₹989.');
    expect(EMAIL_VARIABLES.request_approved).toContain('instructions');
  });
});

describe('email facts', () => {
  it('writes the exact amount the store way, minor units kept', () => {
    expect(emailMoney('4319.10', 'INR', 'en', 'IN')).toBe('₹4,319.10');
    expect(emailMoney('123456.70', 'INR', 'hi', 'IN')).toBe('₹1,23,456.70');
    expect(emailMoney('12.5', 'USD', 'en', 'US')).toBe('$12.50');
    // Stored numerics carry three decimals; a yen amount has none, a dinar three.
    expect(emailMoney('1200.000', 'JPY', 'en', 'JP')).toBe('¥1,200');
    expect(emailMoney('1.235', 'KWD', 'en', 'US')).toBe('KWD\u00a01.235');
  });

  it('states the items with their new variant, the refund and the next step', () => {
    expect(itemLines([{ title: 'Linen shirt', variantTitle: 'M', quantity: 1, newVariant: 'L' }], 'en')).toBe(
      '• 1 × Linen shirt (M) → exchanged for L',
    );
    expect(refundLine('₹4,319.10', 'your original payment method', 'en')).toBe(
      'Refund: ₹4,319.10 to your original payment method',
    );
    expect(refundLine(null, null, 'en')).toBe('');
    const exchange = { kind: 'exchange' as const, refundMode: null };
    expect(nextStepLine('parcel_received', exchange, 'en')).toContain('ship your new item');
    expect(nextStepLine('refund_sent', { kind: 'return', refundMode: 'store_credit' }, 'hi')).toContain(
      'स्टोर क्रेडिट',
    );
  });

  it('announces a refund only once the money moved', () => {
    expect(shopperEmailFor('refunded', 'pending')).toBeNull();
    expect(shopperEmailFor('refunded', 'failed')).toBeNull();
    expect(shopperEmailFor('refunded', 'succeeded')).toBe('refund_sent');
    expect(shopperEmailFor('approved')).toBe('request_approved');
    expect(shopperEmailFor('cancelled')).toBe('request_updated');
  });

  it('links the request itself in the shopper language, for a named number of days', () => {
    expect(requestLink('https://returns.example.com/', 'acme', 'a.b.c', 'hi')).toBe(
      'https://returns.example.com/acme/open/a.b.c?lang=hi',
    );
    expect(REQUEST_LINK_DAYS).toBe(30);
    expect(requestLinkExpiry(new Date('2025-01-01T00:00:00Z')).toISOString()).toBe(
      '2025-01-31T00:00:00.000Z',
    );
  });

  it('words the return instructions for the approved method', () => {
    expect(
      instructionLines(
        { method: 'courier', courier: 'delhivery', window: null, pickupAddress: ['12 MG Road'] },
        'en',
      ),
    ).toContain('Delhivery will pick up the parcel from your address.');
    const window = 'Tuesday, 24 November, 10:00 am – 6:00 pm';
    expect(
      instructionLines({ method: 'courier', courier: 'delhivery', window, pickupAddress: [] }, 'en'),
    ).toContain(`Pickup window: ${window}.`);
    // The demo store's sandbox label says so, with no courier and no pickup window.
    const sandbox = instructionLines(
      { method: 'courier', courier: 'sandbox', window, pickupAddress: [] },
      'en',
    );
    expect(sandbox).toContain('no courier will come');
    expect(sandbox).not.toContain('Pickup window');
    expect(
      instructionLines({ method: 'self_ship', returnAddress: ['Acme warehouse', 'Pune'] }, 'hi'),
    ).toContain('कृपया पार्सल इस पते पर भेजें:\nAcme warehouse\nPune');
    expect(
      instructionLines(
        {
          method: 'drop_off',
          places: [{ name: 'Acme store', address: 'MG Road', hours: '10-7', mapUrl: '' }],
        },
        'en',
      ),
    ).toContain('Please drop the parcel off at one of these places:\n\nAcme store\nMG Road\n10-7');
  });
});
