import { POLICY_BLOCKS, type PolicySettingsResponse, parsePolicySettings } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import { errorAt } from '../../lib/field-errors';
import {
  changedPatch,
  draftOf,
  isDirty,
  lockedIn,
  move,
  patchOf,
  splitList,
  validatePatch,
} from './policy-form';

const data = (plan = 'FREE_ONBOARD'): PolicySettingsResponse => ({
  setting: parsePolicySettings({}),
  portal: { handle: 'demo-store', handle_is_default: true, brand_color: '', language: 'en' },
  plan: { name: plan, tier: plan === 'FREE_ONBOARD' ? 'free' : 'grow' },
  blocks: [],
});
const block = (id: string) => {
  const found = POLICY_BLOCKS.find((b) => b.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('policy block drafts', () => {
  it('holds numbers as text while typing and sends them as numbers', () => {
    const draft = draftOf(data(), block('return_window'));
    expect(draft).toEqual({ return_enabled: true, return_window_days: '30', window_starts_at: 'delivery' });
    expect(patchOf({ ...draft, return_window_days: ' 14 ' })).toEqual({
      return_enabled: true,
      return_window_days: 14,
      window_starts_at: 'delivery',
    });
  });

  it('sends only what changed, and "30" equals 30', () => {
    const saved = draftOf(data(), block('return_window'));
    expect(isDirty(saved, { ...saved })).toBe(false);
    expect(isDirty(saved, { ...saved, return_window_days: '7' })).toBe(true);
    expect(changedPatch(saved, { ...saved, return_window_days: '7' })).toEqual({ return_window_days: 7 });
  });

  it('reads the portal settings from the store row and an empty return fee as none', () => {
    expect(draftOf(data(), block('portal'))).toEqual({
      portal_handle: 'demo-store',
      brand_color: '',
      language: 'en',
    });
    expect(draftOf(data(), block('return_fee'))).toEqual({ return_fee: '' });
    expect(patchOf({ return_fee: '  ' })).toEqual({ return_fee: null });
    expect(patchOf({ return_fee: '5.00' })).toEqual({ return_fee: '5.00' });
  });
});

describe('policy validation', () => {
  it('refuses a negative window with the contract message', () => {
    expect(validatePatch(patchOf({ return_window_days: '-5' }))).toEqual({
      return_window_days: 'The window cannot be negative',
    });
  });

  it('refuses a percentage over 100 and text that is not a number', () => {
    expect(validatePatch(patchOf({ store_credit_bonus_percent: '150' }))).toEqual({
      store_credit_bonus_percent: 'A percentage cannot be more than 100',
    });
    expect(validatePatch(patchOf({ exchange_window_days: 'ten' })).exchange_window_days).toBe(
      'Enter a number of days',
    );
  });

  it('refuses HTML in a text field and keys nested messages by their path', () => {
    const errors = validatePatch({ exchange_order_prefix: '<b>EX</b>' });
    expect(errors.exchange_order_prefix).toBe('Please remove HTML tags from this text');
    const nested = validatePatch({
      restrict_return_orders: { ...parsePolicySettings({}).restrict_return_orders, order_tags: ['<i>x</i>'] },
    });
    expect(errorAt(nested, 'restrict_return_orders.order_tags')).toBe(
      'Please remove HTML tags from this text',
    );
    expect(errorAt(nested, 'restrict_return_orders.customer_tags')).toBeUndefined();
  });

  it('accepts a valid block', () => {
    expect(validatePatch({ return_window_days: 14, exchange_order_prefix: 'EX-' })).toEqual({});
  });
});

describe('plan gating', () => {
  it('names the locked feature when a free plan switches on a Grow setting', () => {
    const [locked] = lockedIn(data(), { exchange_with_other_products: true });
    expect(locked?.feature).toBe('exchange_with_other_products');
    expect(locked?.message).toBe('Exchange with other products needs the Grow plan');
    expect(lockedIn(data('Grow'), { exchange_with_other_products: true })).toEqual([]);
  });

  it('lets any plan switch a gated setting off and change ungated ones', () => {
    expect(lockedIn(data(), { exchange_with_other_products: false, return_window_days: 10 })).toEqual([]);
    expect(lockedIn(data(), { language: 'hi' })[0]?.feature).toBe('language');
  });
});

describe('list helpers', () => {
  it('splits comma-separated tags without empties or repeats', () => {
    expect(splitList(' vip, sale ,, vip ')).toEqual(['vip', 'sale']);
  });

  it('moves an entry and ignores moves past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
