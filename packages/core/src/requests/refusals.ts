import { PLANNING_MESSAGE_CODES, type VariantReasonCode } from '../contracts/shopper-messages';
import type { IneligibleReasons } from './line-eligibility';

/**
 * Why a request cannot be planned or submitted as sent. Core answers a code and the field it is
 * about; the server turns each code into its error status and the shopper's sentence.
 */
export const PLAN_REFUSAL_CODES = [
  ...PLANNING_MESSAGE_CODES,
  // Worded by the item's own eligibility reasons, not by a message of its own
  'ITEM_NOT_ELIGIBLE',
  // Gift returns (shopper messages list them with the other gift codes)
  'GIFT_STORE_CREDIT_ONLY',
  'GIFT_NO_DEARER_EXCHANGE',
] as const;
export type PlanRefusalCode = (typeof PLAN_REFUSAL_CODES)[number];

/** Refusals about one variant carry its title and why it cannot be picked. */
type VariantCode = 'VARIANT_NOT_SELECTABLE' | 'EXCHANGE_RULE_REFUSED';
type PlainCode = Exclude<PlanRefusalCode, VariantCode | 'ITEM_NOT_ELIGIBLE'>;

export type PlanRefusal =
  | { code: PlainCode; field: string }
  | { code: 'ITEM_NOT_ELIGIBLE'; field: string; params: { reasons: IneligibleReasons } }
  | { code: VariantCode; field: string; params: { variant_title: string; reason: VariantReasonCode } };

/** A step's answer: its value, or why the request is refused. */
export type Planned<T> = { ok: true; value: T } | { ok: false; refusal: PlanRefusal };
type Refused = Extract<Planned<unknown>, { ok: false }>;

export const refused = (code: PlainCode, field: string): Refused => ({
  ok: false,
  refusal: { code, field },
});
export const variantRefused = (
  code: VariantCode,
  field: string,
  params: { variant_title: string; reason: VariantReasonCode },
): Refused => ({ ok: false, refusal: { code, field, params } });
export const notEligible = (field: string, reasons: IneligibleReasons): Refused => ({
  ok: false,
  refusal: { code: 'ITEM_NOT_ELIGIBLE', field, params: { reasons } },
});
export const planned = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
