import type { ReturnReason, SessionDataResponse } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import {
  defaultRefundMode,
  type ItemDraft,
  initialDraft,
  itemField,
  previewBody,
  requestBody,
  splitPhone,
  validateDraft,
} from './request-state';

const SESSION = 'a'.repeat(43);
const reason = (over: Partial<ReturnReason> = {}): ReturnReason => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Size too small',
  translations: {},
  kind: 'both',
  requires_media: false,
  requires_comment: false,
  position: 1,
  active: true,
  ...over,
});
const eligible = { eligible: true, reasons: [], max_quantity: 2 };
const session = {
  session_id: SESSION,
  expires_at: '',
  store: { country: 'IN', return_methods: ['pickup', 'drop_off'] },
  order: {
    refund_modes: ['store_credit', 'bank_transfer'],
    customer: { first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', phone: '+919876543210' },
    shipping_address: {
      first_name: 'Asha',
      last_name: 'Rao',
      address_line_1: '12 MG Road',
      address_line_2: '',
      city: 'Pune',
      province: 'Maharashtra',
      country: 'India',
      postal_code: '411001',
    },
    items: [
      { line_item_id: '11', return: eligible, exchange: eligible },
      { line_item_id: '12', return: eligible, exchange: eligible },
    ],
  },
  requests: [],
  new_requests_refused: null,
} as unknown as SessionDataResponse;

describe('request form state', () => {
  it('starts from the order: the chosen item, the address, the phone without its dial code', () => {
    const d = initialDraft('return', session, '12');
    expect(d.items['12']?.selected).toBe(true);
    expect(d.items['11']?.selected).toBe(false);
    expect(d.refund_mode).toBe('store_credit');
    expect(d.address.city).toBe('Pune');
    expect(d.phone_country).toBe('IN');
    expect(d.phone).toBe('9876543210');
    expect(d.method).toBe('pickup');
  });

  it('offers the original payment first, else store credit', () => {
    expect(defaultRefundMode(['bank_transfer', 'pay_to_source'])).toBe('pay_to_source');
    expect(defaultRefundMode(['bank_transfer', 'store_credit'])).toBe('store_credit');
    expect(defaultRefundMode([])).toBe('');
    expect(splitPhone('+1 415 555 0100', '+1')).toBe('4155550100');
  });

  it('checks bank details with the core validators, reason, comment and media', () => {
    const d = initialDraft('return', session, '12');
    const ctx = {
      kind: 'return' as const,
      reasons: [reason({ requires_comment: true })],
      refundModeAsked: true,
    };
    const bank = {
      ...d,
      refund_mode: 'bank_transfer' as const,
      account_holder_name: 'R0hit',
      account_number: '12ab',
      bank_code: 'HDFC12',
    };
    const p = validateDraft(bank, ctx);
    expect(p.account_holder_name?.key).toBe('validation.lettersAndSpaces');
    expect(p.account_number?.key).toBe('validation.digitsOnly');
    expect(p.bank_code?.key).toBe('validation.bankCode');
    expect(p[itemField('12', 'reason')]?.key).toBe('request.reasonRequired');

    const chosen = {
      ...bank,
      items: { ...bank.items, '12': { ...(bank.items['12'] as ItemDraft), reason_id: reason().id } },
    };
    expect(validateDraft(chosen, ctx)[itemField('12', 'comment')]?.key).toBe('request.commentRequired');
    const media = { ...ctx, reasons: [reason({ requires_media: true })] };
    expect(validateDraft(chosen, media)[itemField('12', 'media')]?.key).toBe('request.mediaRequired');

    const ok = {
      ...chosen,
      account_holder_name: 'Rohit Sharma',
      account_number: '123456789012',
      bank_code: 'hdfc0001234',
    };
    expect(validateDraft(ok, { ...ctx, reasons: [reason()] })).toEqual({});
  });

  it('asks exchanges for the new variant and skips the refund mode unless the store pays back', () => {
    const d = initialDraft('exchange', session, '11');
    const p = validateDraft(d, { kind: 'exchange', reasons: [], refundModeAsked: false });
    // The reason is asked first on the exchange page (smart exchange suggests from it), then the new item.
    expect(Object.keys(p).slice(0, 2)).toEqual(['item-11-reason', 'variant']);
    expect(p.refund_mode).toBeUndefined();
    expect(previewBody(d, 'exchange', SESSION)).toBeNull();
    expect(previewBody({ ...d, exchange_variant_id: '77' }, 'exchange', SESSION)).toEqual({
      session_id: SESSION,
      kind: 'exchange',
      items: [{ line_item_id: '11', quantity: 1, exchange_variant_id: '77' }],
    });
  });

  it('sends the reason with the preview, and the offers added to the exchange', () => {
    const base = initialDraft('exchange', session, '11');
    const d = {
      ...base,
      exchange_variant_id: '77',
      items: { ...base.items, '11': { ...(base.items['11'] as ItemDraft), reason_id: reason().id } },
      upsells: [{ rule_id: 'r1', variant_id: '90', title: 'Socks (M)' }],
    };
    expect(previewBody(d, 'exchange', SESSION)?.items).toEqual([
      {
        line_item_id: '11',
        quantity: 1,
        reason_id: reason().id,
        exchange_variant_id: '77',
        upsells: [{ rule_id: 'r1', variant_id: '90', quantity: 1 }],
      },
    ]);
    expect(requestBody(d, 'exchange', SESSION, false).items[0]?.upsells).toEqual([
      { rule_id: 'r1', variant_id: '90', quantity: 1 },
    ]);
  });

  it("ships to the order's address unless the shopper changes it, and then checks it", () => {
    const d = { ...initialDraft('exchange', session, '11'), exchange_variant_id: '77' };
    expect(d.ship_to).toMatchObject({ address_line_1: '12 MG Road', city: 'Pune' });
    expect(requestBody(d, 'exchange', SESSION, false).ship_to).toBeUndefined();
    const ctx = { kind: 'exchange' as const, reasons: [reason()], refundModeAsked: false };
    const changed = {
      ...d,
      ship_to_changed: true,
      ship_to: { ...d.ship_to, city: ' ', postal_code: '0411' },
    };
    const p = validateDraft(changed, ctx);
    expect(p.ship_to_city).toEqual({ key: 'validation.nonBlank' });
    expect(p.ship_to_postal_code).toEqual({ key: 'validation.postalCode' });
    const fixed = { ...changed, ship_to: { ...changed.ship_to, city: 'Mumbai', postal_code: '400001' } };
    expect(validateDraft(fixed, ctx).ship_to_postal_code).toBeUndefined();
    expect(requestBody(fixed, 'exchange', SESSION, false).ship_to).toMatchObject({
      city: 'Mumbai',
      postal_code: '400001',
    });
    // A return never sends one.
    expect(requestBody(fixed, 'return', SESSION, false).ship_to).toBeUndefined();
  });

  it('sends every new item as exchange_variants once more are added (multiple exchange products)', () => {
    const d = { ...initialDraft('exchange', session, '11'), exchange_variant_id: '77' };
    const more = { ...d, extra_variant_ids: ['78', '79', '78'] };
    expect(previewBody(more, 'exchange', SESSION)?.items).toEqual([
      {
        line_item_id: '11',
        quantity: 1,
        exchange_variants: [
          { variant_id: '77', quantity: 1 },
          { variant_id: '78', quantity: 2 },
          { variant_id: '79', quantity: 1 },
        ],
      },
    ]);
    expect(requestBody(more, 'exchange', SESSION, false).items[0]?.exchange_variants).toHaveLength(3);
    expect(requestBody(d, 'exchange', SESSION, false).items[0]?.exchange_variant_id).toBe('77');
  });

  it('builds the request body of the contract', () => {
    const d = initialDraft('return', session, '12');
    const body = requestBody(
      {
        ...d,
        refund_mode: 'bank_transfer',
        account_holder_name: ' Rohit ',
        account_number: '123456789',
        bank_code: 'hdfc0001234',
      },
      'return',
      SESSION,
      true,
    );
    expect(body.bank_details).toEqual({
      account_holder_name: 'Rohit',
      account_number: '123456789',
      bank_code: 'HDFC0001234',
    });
    expect(body.phone).toEqual({ dial_code: '+91', number: '9876543210' });
    expect(body.items).toEqual([
      { line_item_id: '12', quantity: 1, reason_id: '', comment: '', media_ids: [] },
    ]);
    expect(
      requestBody({ ...d, refund_mode: 'store_credit' }, 'exchange', SESSION, false).refund_mode,
    ).toBeUndefined();
  });
});
