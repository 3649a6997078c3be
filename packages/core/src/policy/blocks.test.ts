import { describe, expect, it } from 'vitest';
import { effectivePolicy, lockedChanges, POLICY_BLOCKS } from './blocks';
import { exchangeOrderOptions } from './exchange-order';
import {
  AUTOMATION_KEYS,
  defaultPolicySettings,
  parsePolicySettings,
  policySettingsSchema,
} from './settings';
import { storeCreditForm } from './store-credit-form';

describe('policy blocks', () => {
  it('every field of a block is a policy setting or a portal setting, none an automation', () => {
    const known = new Set([
      ...Object.keys(policySettingsSchema.shape),
      'portal_handle',
      'brand_color',
      'language',
    ]);
    for (const b of POLICY_BLOCKS) {
      for (const f of b.fields) {
        expect(known.has(f), `${b.id}.${f}`).toBe(true);
        expect((AUTOMATION_KEYS as readonly string[]).includes(f)).toBe(false);
      }
    }
    expect(new Set(POLICY_BLOCKS.map((b) => b.id)).size).toBe(POLICY_BLOCKS.length);
  });
});

describe('lockedChanges', () => {
  it('names the plan for each gated setting switched on', () => {
    const patch = {
      exchange_with_other_products: true,
      smart_exchange: true,
      hold_exchange_orders: true,
      capture_payments: true,
      language: 'hi',
      return_window_days: 31,
    };
    expect(lockedChanges('FREE_ONBOARD', {}, patch).map((l) => l.message)).toEqual([
      'Hold exchange orders needs the Grow plan',
      'Exchange with other products needs the Grow plan',
      'Smart exchange needs the Grow plan',
      'Capture payments from customers needs the Grow plan',
      'Portal languages needs the Grow plan',
    ]);
    expect(lockedChanges('Grow Monthly', {}, patch)).toEqual([]);
    expect(lockedChanges('TRY_IT_ALL', {}, patch)).toEqual([]);
  });
  it('switching off, resending a stored value and English are allowed', () => {
    expect(lockedChanges('free', {}, { smart_exchange: false, language: 'en' })).toEqual([]);
    expect(lockedChanges('free', { smart_exchange: true }, { smart_exchange: true })).toEqual([]);
    expect(lockedChanges('free', {}, { brand_color: '#ffffff' })).toEqual([]);
  });
});

describe('effectivePolicy', () => {
  it('turns off gated settings the plan lacks', () => {
    const s = parsePolicySettings({
      exchange_with_other_products: true,
      smart_exchange: true,
      hold_exchange_orders: true,
      capture_payments: true,
    });
    expect(effectivePolicy(s, 'free')).toMatchObject({
      exchange_with_other_products: false,
      smart_exchange: false,
      hold_exchange_orders: false,
      capture_payments: false,
    });
    expect(effectivePolicy(s, 'grow')).toEqual(s);
  });
});

describe('exchangeOrderOptions', () => {
  it('prefix, suffix, tags and hold', () => {
    const s = parsePolicySettings({
      exchange_order_prefix: 'EX-',
      exchange_order_suffix: '-R',
      exchange_order_tags: ['exchange', 'exchange'],
      hold_exchange_orders: true,
      exchange_out_of_stock: true,
    });
    expect(exchangeOrderOptions(s, 'grow', '#1001')).toEqual({
      name: 'EX-1001-R',
      tags: ['exchange'],
      hold: true,
      backorder: true,
    });
    expect(exchangeOrderOptions(s, 'free', '#1001').hold).toBe(false);
    expect(exchangeOrderOptions(defaultPolicySettings, 'grow', '#1001')).toEqual({
      name: '1001-EX',
      tags: [],
      hold: false,
      backorder: false,
    });
  });
});

describe('storeCreditForm', () => {
  it('a gift card only when chosen and the plan has gift card refunds (all plans with billing off)', () => {
    const chosen = { ...defaultPolicySettings, store_credit_as_gift_card: true };
    expect(storeCreditForm(effectivePolicy(chosen, 'grow'))).toBe('gift_card');
    expect(storeCreditForm(effectivePolicy(chosen, 'self_hosted'))).toBe('gift_card');
    expect(storeCreditForm(effectivePolicy(chosen, 'free'))).toBe('credit_account');
    expect(storeCreditForm(effectivePolicy(defaultPolicySettings, 'grow'))).toBe('credit_account');
  });
});

describe('settings validation messages', () => {
  const issues = (raw: unknown) =>
    policySettingsSchema.safeParse(raw).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('field messages', () => {
    expect(issues({ return_window_days: -1 })).toEqual([
      ['return_window_days', 'The window cannot be negative'],
    ]);
    expect(issues({ exchange_window_days: 400 })).toEqual([
      ['exchange_window_days', 'The window can be at most 365 days'],
    ]);
    expect(issues({ exchange_order_suffix: 'a/b' })).toEqual([
      ['exchange_order_suffix', 'Use letters, digits, spaces, #, -, _ or . only'],
    ]);
    expect(issues({ refund_modes: ['store_credit', 'store_credit'] })).toEqual([
      ['refund_modes', 'Each refund mode can be listed once'],
    ]);
    expect(issues({ refund_modes: [] })).toEqual([['refund_modes', 'Offer at least one refund mode']]);
    expect(issues({ store_credit_bonus_percent: 101 })).toEqual([
      ['store_credit_bonus_percent', 'A percentage cannot be more than 100'],
    ]);
    expect(issues({ exchange_order_tags: ['  '] })).toEqual([
      ['exchange_order_tags.0', 'A tag cannot be empty'],
    ]);
  });
});
