// What the server tells a shopper travels as a code with parameters; the portal words it in the
// shopper's language (apps/web/src/portal/i18n/*-shopper.ts), shopper-english.ts in English for the API.
import { z } from 'zod';
import type { RequestKind } from '../lifecycle/statuses';

/** Why a variant cannot be picked: a label on the variant, and part of a refusal naming it. */
export const VARIANT_REASON_CODES = [
  'VARIANT_OUT_OF_STOCK',
  'VARIANT_NOT_FOR_EXCHANGE',
  'VARIANT_SAME_PRODUCT_ONLY',
  'VARIANT_NOT_IN_EXCHANGE',
  'VARIANT_SAME_PRICE_ONLY',
  'VARIANT_SAME_OR_LOWER_ONLY',
] as const;
export type VariantReasonCode = (typeof VARIANT_REASON_CODES)[number];

/** Why a request cannot be planned or submitted: core's planner refuses with these (requests/refusals.ts). */
export const PLANNING_MESSAGE_CODES = [
  'ITEM_CHOSEN_TWICE',
  'ONE_ITEM_ONLY',
  'ITEM_NOT_IN_ORDER',
  'REFUND_MODE_REQUIRED',
  'COD_NO_SOURCE_REFUND',
  'MODE_NOT_ALLOWED',
  'DIFFERENCE_MODE_REQUIRED',
  'VARIANT_FIELDS_BOTH',
  'ONE_NEW_ITEM_ONLY',
  'VARIANT_CHOSEN_TWICE',
  'RETURN_WITH_VARIANT',
  'VARIANT_REQUIRED',
  'VARIANT_NOT_AVAILABLE',
  'VARIANT_NOT_SELECTABLE',
  'EXCHANGE_RULE_REFUSED',
  'ONLY_SAME_OR_LOWER',
  'UPSELL_NOT_AVAILABLE',
  'UPSELL_SOLD_OUT',
  'UPSELL_NEEDS_PAYMENT',
  'BANK_DETAILS_REQUIRED',
  'DIAL_CODE_UNKNOWN',
  'FILE_ATTACHED_TWICE',
  'REASON_REQUIRED',
  'MEDIA_REQUIRED',
  'COMMENT_REQUIRED',
  'MEDIA_NOT_FOUND',
] as const;

export const SHOPPER_MESSAGE_CODES = [
  // Eligibility of an item (docs/eligibility.md), one code per reason
  'STORE_KIND_OFF',
  'ORDER_CANCELLED',
  'NOT_SHIPPED',
  'NOT_DELIVERED',
  'WINDOW_ENDED',
  'ORDER_RESTRICTED',
  'PRODUCT_RESTRICTED',
  'COD_RESTRICTED',
  'DISCOUNT_RESTRICTED',
  'FINAL_SALE',
  'PRODUCT_FILTERED',
  'STORE_NOTE',
  'ALL_UNITS_REQUESTED',
  'UNITS_LEFT',
  // A block-list entry: neutral on purpose, it never says why (docs/lists-and-risk.md)
  'NOT_AVAILABLE_ONLINE',
  ...VARIANT_REASON_CODES,
  // Finding the order and the session
  'STORE_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'SESSION_EXPIRED',
  'REQUEST_LINK_EXPIRED',
  'REQUEST_LINK_INVALID',
  'ACCOUNT_SIGN_IN_ENDED',
  'ACCOUNT_SIGN_IN_FAILED',
  'TOO_MANY_LOOKUPS',
  'ITEM_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'OTHER_PRODUCTS_OFF',
  'REQUEST_NOT_FOUND',
  'FILE_NOT_FOUND',
  // Gift returns
  'GIFT_RETURNS_OFF',
  'GIFT_EMAIL_REQUIRED',
  'GIFT_STORE_CREDIT_ONLY',
  'GIFT_NO_DEARER_EXCHANGE',
  // Uploads
  'UPLOAD_UNSUPPORTED',
  'UPLOAD_UNREADABLE_IMAGE',
  'UPLOAD_IMAGE_TOO_LARGE',
  'UPLOAD_VIDEO_TOO_LARGE',
  'UPLOAD_TOO_MANY_FILES',
  'UPLOAD_REQUEST_TOO_LARGE',
  'UPLOAD_NO_FILES',
  'UPLOAD_SESSION_FULL',
  'UPLOAD_BUDGET_SPENT',
  'UPLOAD_NOT_MULTIPART',
  ...PLANNING_MESSAGE_CODES,
  'KEY_REUSED',
  // The store's plan takes no more requests this month (docs/plans.md)
  'STORE_REQUEST_LIMIT',
  // Cancelling items that have not shipped (docs/portal.md)
  'CANCEL_OFF',
  'CANCEL_ITEM_SHIPPED',
] as const;
export type ShopperMessageCode = (typeof SHOPPER_MESSAGE_CODES)[number];

type Kind = { kind: RequestKind };
type VariantRefusal = { variant_title: string; reason: VariantReasonCode };

/**
 * The parameters of each code (null: none). `kind` picks the return or exchange wording and `count`
 * the plural (i18next context and count); a `date` is a day, ISO `YYYY-MM-DD`, that the page writes
 * in the shopper's language; `reason` names a variant reason code.
 */
type ParamTable = {
  STORE_KIND_OFF: Kind;
  NOT_DELIVERED: Kind;
  WINDOW_ENDED: Kind & { days: number; date: string };
  ORDER_RESTRICTED: Kind;
  PRODUCT_RESTRICTED: Kind;
  COD_RESTRICTED: Kind;
  DISCOUNT_RESTRICTED: Kind;
  FINAL_SALE: Kind;
  PRODUCT_FILTERED: Kind;
  /** A product filter rule's own words, written by the merchant: shown as they are. */
  STORE_NOTE: { text: string };
  UNITS_LEFT: Kind & { count: number };
  TOO_MANY_LOOKUPS: { count: number };
  UPLOAD_IMAGE_TOO_LARGE: { mb: number };
  UPLOAD_VIDEO_TOO_LARGE: { mb: number };
  UPLOAD_REQUEST_TOO_LARGE: { mb: number };
  UPLOAD_TOO_MANY_FILES: { max: number };
  UPLOAD_SESSION_FULL: { max: number };
  UPLOAD_BUDGET_SPENT: { minutes: number };
  VARIANT_NOT_SELECTABLE: VariantRefusal;
  EXCHANGE_RULE_REFUSED: VariantRefusal;
};
export type ShopperParams = {
  [C in ShopperMessageCode]: C extends keyof ParamTable ? ParamTable[C] : null;
};

export const shopperMessage = z.object({
  code: z.enum(SHOPPER_MESSAGE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ShopperMessage = z.infer<typeof shopperMessage>;

type ParamsArg<C extends ShopperMessageCode> = ShopperParams[C] extends null ? [] : [ShopperParams[C]];

/** A message with the parameters its code needs, checked by the compiler. */
export function shopperMessageOf<C extends ShopperMessageCode>(
  code: C,
  ...params: ParamsArg<C>
): ShopperMessage {
  const [p] = params;
  return p ? { code, params: { ...p } } : { code };
}
