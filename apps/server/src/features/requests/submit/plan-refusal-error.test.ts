import { PLAN_REFUSAL_CODES, type PlanRefusal } from '@roundtrip/core/requests';
import { describe, expect, it } from 'vitest';
import { orRefuse, planRefusalError } from './plan-refusal-error';

describe('planRefusalError', () => {
  it('every code answers an English sentence on its field', () => {
    for (const code of PLAN_REFUSAL_CODES) {
      const refusal: PlanRefusal =
        code === 'ITEM_NOT_ELIGIBLE'
          ? { code, field: 'items.0', params: { reasons: [{ code: 'ORDER_CANCELLED' }] } }
          : code === 'VARIANT_NOT_SELECTABLE' || code === 'EXCHANGE_RULE_REFUSED'
            ? {
                code,
                field: 'items.0.exchange_variant_id',
                params: { variant_title: 'L', reason: 'VARIANT_OUT_OF_STOCK' },
              }
            : { code, field: 'items' };
      const error = planRefusalError(refusal);
      expect(error.message, code).toMatch(/^[A-Z]/);
      expect(error.fields).toEqual({ [refusal.field]: error.message });
    }
  });

  it('a store or order refusal is a conflict, a form to fix is a validation error', () => {
    const mode = planRefusalError({ code: 'MODE_NOT_ALLOWED', field: 'refund_mode' });
    expect([mode.status, mode.message]).toEqual([409, 'This refund method is not available for this order.']);
    expect(planRefusalError({ code: 'REFUND_MODE_REQUIRED', field: 'refund_mode' }).status).toBe(400);
    const variant = planRefusalError({
      code: 'VARIANT_NOT_SELECTABLE',
      field: 'items.0.exchange_variant_id',
      params: { variant_title: 'S', reason: 'VARIANT_OUT_OF_STOCK' },
    });
    expect([variant.status, variant.message]).toEqual([409, 'S: Out of stock.']);
  });

  it('an item not eligible answers every reason, one after the other', () => {
    const error = planRefusalError({
      code: 'ITEM_NOT_ELIGIBLE',
      field: 'items.1',
      params: { reasons: [{ code: 'ORDER_CANCELLED' }, { code: 'NOT_SHIPPED' }] },
    });
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      "This order was cancelled, so there is nothing to send back. This item hasn't shipped yet. You can ask once it has been delivered.",
    );
  });
});

describe('orRefuse', () => {
  it('the value, or the refusal thrown as the API error', () => {
    expect(orRefuse({ ok: true, value: 3 })).toBe(3);
    expect(() => orRefuse({ ok: false, refusal: { code: 'ONE_ITEM_ONLY', field: 'items' } })).toThrow(
      'This store accepts one item per request. Please send each item separately.',
    );
  });
});
