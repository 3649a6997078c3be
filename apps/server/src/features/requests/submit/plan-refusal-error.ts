import { shopperEnglish } from '@roundtrip/core';
import type { Planned, PlanRefusal, PlanRefusalCode } from '@roundtrip/core/requests';
import { AppError, shopperError } from '../../../errors';

/** The store's settings or the order's state refuse the request: 409. The others are a form to fix: 400. */
const CONFLICTS: ReadonlySet<PlanRefusalCode> = new Set<PlanRefusalCode>([
  'ONE_ITEM_ONLY',
  'ITEM_NOT_ELIGIBLE',
  'COD_NO_SOURCE_REFUND',
  'MODE_NOT_ALLOWED',
  'ONE_NEW_ITEM_ONLY',
  'VARIANT_NOT_SELECTABLE',
  'EXCHANGE_RULE_REFUSED',
  'ONLY_SAME_OR_LOWER',
  'UPSELL_NOT_AVAILABLE',
  'UPSELL_SOLD_OUT',
  'UPSELL_NEEDS_PAYMENT',
  'GIFT_STORE_CREDIT_ONLY',
  'GIFT_NO_DEARER_EXCHANGE',
]);

/**
 * The error a planning refusal answers, with its message on the field it is about. An item that is
 * not eligible answers every reason core gave, one sentence after the other.
 */
export function planRefusalError(refusal: PlanRefusal): AppError {
  const status = CONFLICTS.has(refusal.code) ? 'CONFLICT' : 'VALIDATION_FAILED';
  if (refusal.code === 'ITEM_NOT_ELIGIBLE') {
    const message = refusal.params.reasons.map(shopperEnglish).join(' ');
    // The page words the first reason in the shopper's language; the English lists them all.
    return new AppError(status, message, { [refusal.field]: message }, undefined, refusal.params.reasons[0]);
  }
  const reason =
    'params' in refusal ? { code: refusal.code, params: refusal.params } : { code: refusal.code };
  return shopperError(status, reason, refusal.field);
}

/** A planning step's value, or its refusal thrown as the API error. */
export function orRefuse<T>(result: Planned<T>): T {
  if (!result.ok) throw planRefusalError(result.refusal);
  return result.value;
}
