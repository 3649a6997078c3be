import { describe, expect, it } from 'vitest';
import { makeFacts } from '../test/plan-fixtures';
import { planRequest } from './plan-request';
import {
  differenceModeRefusal,
  heldUnitsRefusal,
  type SubmissionForm,
  submissionRefusal,
} from './submission';

const REASON = '00000000-0000-4000-8000-000000000001';
const PHOTO = '00000000-0000-4000-8000-000000000002';
const FILE = '00000000-0000-4000-8000-0000000000f1';
const form = (
  over: Partial<SubmissionForm> = {},
  item: Partial<SubmissionForm['items'][number]> = {},
): SubmissionForm => ({
  kind: 'return',
  refund_mode: 'store_credit',
  phone: { dial_code: '+91', number: '9876543210' },
  items: [{ line_item_id: 'a', quantity: 1, reason_id: REASON, comment: '', media_ids: [], ...item }],
  ...over,
});
const reasons = [
  { id: REASON, kind: 'both' as const, requiresMedia: false, requiresComment: false },
  { id: PHOTO, kind: 'exchange' as const, requiresMedia: true, requiresComment: true },
];
const check = (f: SubmissionForm, uploads: string[] = []) => {
  const out = submissionRefusal(f, { reasons, uploads: new Set(uploads) });
  return out.ok ? null : out.refusal;
};

describe('submissionRefusal', () => {
  it('a complete form passes', () => {
    expect(check(form())).toBeNull();
    expect(check(form({}, { media_ids: [FILE] }), [FILE])).toBeNull();
  });

  it('refuses, in the order the form is read', () => {
    expect(check(form({ refund_mode: 'bank_transfer' }))).toEqual({
      code: 'BANK_DETAILS_REQUIRED',
      field: 'bank_details',
    });
    expect(check(form({ phone: { dial_code: '+999', number: '1' } }))).toEqual({
      code: 'DIAL_CODE_UNKNOWN',
      field: 'phone.dial_code',
    });
    expect(check(form({}, { media_ids: [FILE, FILE] }), [FILE])).toEqual({
      code: 'FILE_ATTACHED_TWICE',
      field: 'items',
    });
    expect(check(form({}, { reason_id: PHOTO }))).toEqual({
      code: 'REASON_REQUIRED',
      field: 'items.0.reason_id',
    });
    expect(check(form({ kind: 'exchange' }, { reason_id: PHOTO }))).toEqual({
      code: 'MEDIA_REQUIRED',
      field: 'items.0.media_ids',
    });
    expect(check(form({ kind: 'exchange' }, { reason_id: PHOTO, media_ids: [FILE] }), [FILE])).toEqual({
      code: 'COMMENT_REQUIRED',
      field: 'items.0.comment',
    });
    expect(check(form({}, { media_ids: [FILE] }))).toEqual({
      code: 'MEDIA_NOT_FOUND',
      field: 'items.0.media_ids',
    });
  });
});

describe('differenceModeRefusal', () => {
  it('an exchange the store pays back on needs a refund mode', () => {
    const cheaper = planRequest(makeFacts(), {
      kind: 'exchange',
      items: [{ line_item_id: 'a', quantity: 1, exchange_variant_id: 'v6' }],
    });
    if (!cheaper.ok) throw new Error('refused');
    expect(differenceModeRefusal(cheaper.value)).toEqual({
      ok: false,
      refusal: { code: 'DIFFERENCE_MODE_REQUIRED', field: 'refund_mode' },
    });
    expect(differenceModeRefusal({ ...cheaper.value, refundMode: 'store_credit' }).ok).toBe(true);
  });
});

describe('heldUnitsRefusal', () => {
  const facts = makeFacts();
  const planned = planRequest(facts, {
    kind: 'return',
    refund_mode: 'store_credit',
    items: [{ line_item_id: 'a', quantity: 2 }],
  });
  if (!planned.ok) throw new Error('refused');
  const terms = { policy: facts.policy, productFilters: facts.rules.product_filter, now: facts.now };

  it('units another request took since the plan was read refuse the item', () => {
    const out = heldUnitsRefusal(planned.value, { ...terms, held: new Map([['a', 1]]) });
    expect(out).toMatchObject({ ok: false, refusal: { code: 'ITEM_NOT_ELIGIBLE', field: 'items.0' } });
  });

  it('nothing changed, or nothing that matters: the plan stands', () => {
    expect(heldUnitsRefusal(planned.value, { ...terms, held: new Map() }).ok).toBe(true);
    const two = planRequest(facts, {
      kind: 'return',
      refund_mode: 'store_credit',
      items: [{ line_item_id: 'a', quantity: 1 }],
    });
    if (!two.ok) throw new Error('refused');
    expect(heldUnitsRefusal(two.value, { ...terms, held: new Map([['a', 1]]) }).ok).toBe(true);
  });
});
