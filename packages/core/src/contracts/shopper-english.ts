// The API's English for shopper messages: the `message` of an error, the `reasons` of an item and
// what merchants read. The portal words the same codes itself (a web test keeps both in step).
import { formatDay } from '../time/age';
import type { ItemEligibility } from './portal-session';
import {
  type ShopperMessage,
  type ShopperMessageCode,
  VARIANT_REASON_CODES,
  type VariantReasonCode,
} from './shopper-messages';

/** A message's parameters as read from the wire: missing ones read as '' or NaN, never throw. */
type Read = {
  text: (name: string) => string;
  num: (name: string) => number;
  kind: 'return' | 'exchange';
  /** "returns" / "exchanges" */
  noun: string;
  /** "returned" / "exchanged" */
  verb: string;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isVariantReason = (code: string): code is VariantReasonCode =>
  VARIANT_REASON_CODES.some((c) => c === code);
/** "M: Out of stock." (a reason that is not a code is a sentence of its own). */
const variantRefusal = (p: Read) => {
  const reason = p.text('reason');
  const words = isVariantReason(reason) ? english[reason](p) : reason.replace(/\.$/, '');
  return `${p.text('variant_title')}: ${words}.`;
};

const english: Record<ShopperMessageCode, (p: Read) => string> = {
  STORE_KIND_OFF: (p) => `This store doesn't accept ${p.noun} online.`,
  ORDER_CANCELLED: () => 'This order was cancelled, so there is nothing to send back.',
  NOT_SHIPPED: () => "This item hasn't shipped yet. You can ask once it has been delivered.",
  NOT_DELIVERED: (p) => `This order hasn't been delivered yet. ${capital(p.noun)} open once it arrives.`,
  WINDOW_ENDED: (p) =>
    `The ${p.num('days')}-day ${p.kind} window for this order ended on ${formatDay(p.text('date'))}.`,
  ORDER_RESTRICTED: (p) => `This order isn't eligible for ${p.noun}.`,
  PRODUCT_RESTRICTED: (p) => `This product isn't eligible for ${p.noun}.`,
  COD_RESTRICTED: (p) => `Cash-on-delivery orders aren't eligible for ${p.noun}.`,
  DISCOUNT_RESTRICTED: (p) => `Items bought with a discount code can't be ${p.verb}.`,
  FINAL_SALE: (p) => `This item was a final sale, so it can't be ${p.verb}.`,
  PRODUCT_FILTERED: (p) => `This product can't be ${p.verb}.`,
  STORE_NOTE: (p) => p.text('text'),
  ALL_UNITS_REQUESTED: () => 'All units of this item are already part of a return or exchange request.',
  UNITS_LEFT: (p) => {
    const n = p.num('count');
    return `Only ${n} more ${n === 1 ? 'unit' : 'units'} of this item can be ${p.verb}.`;
  },
  NOT_AVAILABLE_ONLINE: () =>
    "This item can't be returned or exchanged online. Please contact the store for help.",

  VARIANT_OUT_OF_STOCK: () => 'Out of stock',
  VARIANT_NOT_FOR_EXCHANGE: () => 'Not available for exchange',
  VARIANT_SAME_PRODUCT_ONLY: () => 'Only other sizes or colours of the same product can be chosen',
  VARIANT_NOT_IN_EXCHANGE: () => 'Not available for this exchange',
  VARIANT_SAME_PRICE_ONLY: () => 'Only items at the same price can be chosen',
  VARIANT_SAME_OR_LOWER_ONLY: () => 'Only items at the same price or lower can be chosen',

  STORE_NOT_FOUND: () => 'Store not found',
  ORDER_NOT_FOUND: () =>
    "We couldn't find an order with those details. Check the order number and the email or phone you used.",
  SESSION_EXPIRED: () => 'This link has expired. Please look up your order again.',
  REQUEST_LINK_EXPIRED: () =>
    'The link in your email has expired. Look up your order below to see your request.',
  REQUEST_LINK_INVALID: () =>
    'The link in your email is not valid. Look up your order below to see your request.',
  ACCOUNT_SIGN_IN_ENDED: () => 'Your sign-in has ended. Please sign in again.',
  ACCOUNT_SIGN_IN_FAILED: () =>
    "We couldn't sign you in with your store account. Please try again, or find your order below.",
  TOO_MANY_LOOKUPS: (p) => {
    const n = p.num('count');
    return `Too many attempts to find this order. Please try again in ${n} minute${n === 1 ? '' : 's'}.`;
  },
  ITEM_NOT_FOUND: () => 'Item not found',
  PRODUCT_NOT_FOUND: () => 'Product not found',
  OTHER_PRODUCTS_OFF: () => 'This store exchanges items for another option of the same product only.',
  REQUEST_NOT_FOUND: () => 'Request not found',
  FILE_NOT_FOUND: () => 'File not found',

  GIFT_RETURNS_OFF: () => "This store doesn't accept gift returns.",
  GIFT_EMAIL_REQUIRED: () => 'Please enter your email: the store credit is sent to it.',
  GIFT_STORE_CREDIT_ONLY: () => 'Gift returns are refunded as store credit.',
  GIFT_NO_DEARER_EXCHANGE: () => 'A gift can only be exchanged for an item at the same price or lower.',

  UPLOAD_UNSUPPORTED: () =>
    'Please upload a photo (JPEG, PNG, WebP, GIF) or a video (MP4, MOV, WebM and similar).',
  UPLOAD_UNREADABLE_IMAGE: () => "We couldn't read this image. Please try another photo.",
  UPLOAD_IMAGE_TOO_LARGE: (p) => `Photos can be at most ${p.num('mb')} MB.`,
  UPLOAD_VIDEO_TOO_LARGE: (p) => `Videos can be at most ${p.num('mb')} MB.`,
  UPLOAD_TOO_MANY_FILES: (p) => `Please send at most ${p.num('max')} files at a time.`,
  UPLOAD_REQUEST_TOO_LARGE: (p) =>
    `The upload is too large. Please send at most ${p.num('mb')} MB at a time.`,
  UPLOAD_NO_FILES: () => 'Please choose a photo or video to upload.',
  UPLOAD_SESSION_FULL: (p) => `You have uploaded the most files allowed (${p.num('max')}) for this order.`,
  UPLOAD_BUDGET_SPENT: (p) =>
    `You have uploaded a lot in a short time. Please try again in ${p.num('minutes')} minutes.`,
  UPLOAD_NOT_MULTIPART: () => 'Send the files as multipart/form-data.',

  ITEM_CHOSEN_TWICE: () => 'Each item can be chosen once.',
  ONE_ITEM_ONLY: () => 'This store accepts one item per request. Please send each item separately.',
  ITEM_NOT_IN_ORDER: () => 'This item is not part of your order.',
  REFUND_MODE_REQUIRED: () => 'Please choose how you want your refund.',
  COD_NO_SOURCE_REFUND: () => "Refunds to the original payment aren't available for cash-on-delivery orders.",
  MODE_NOT_ALLOWED: () => 'This refund method is not available for this order.',
  DIFFERENCE_MODE_REQUIRED: () => 'Please choose how you want the price difference paid back.',
  VARIANT_FIELDS_BOTH: () => 'Send exchange_variant_id or exchange_variants, not both.',
  ONE_NEW_ITEM_ONLY: () => 'This store exchanges each item for one new item. Please choose one variant.',
  VARIANT_CHOSEN_TWICE: () => 'Each new variant can be chosen once.',
  RETURN_WITH_VARIANT: () => 'Only exchanges choose a new variant.',
  VARIANT_REQUIRED: () => 'Please choose the variant you want instead.',
  VARIANT_NOT_AVAILABLE: () => 'This variant is not available.',
  VARIANT_NOT_SELECTABLE: variantRefusal,
  EXCHANGE_RULE_REFUSED: variantRefusal,
  ONLY_SAME_OR_LOWER: () => 'Only items at the same price or lower can be chosen.',
  UPSELL_NOT_AVAILABLE: () => 'This offer is not available for this item.',
  UPSELL_SOLD_OUT: () => 'An added product is sold out. Please remove it.',
  UPSELL_NEEDS_PAYMENT: () =>
    "This store can't take a payment for added products. Remove them or choose a cheaper new item.",
  BANK_DETAILS_REQUIRED: () => 'Please enter your bank account details.',
  DIAL_CODE_UNKNOWN: () => 'Please choose a country code',
  FILE_ATTACHED_TWICE: () => 'Each file can be attached once.',
  REASON_REQUIRED: () => 'Please choose a reason',
  MEDIA_REQUIRED: () => 'Please add photos or a video for this reason.',
  COMMENT_REQUIRED: () => 'Please tell us a little more in the comment.',
  MEDIA_NOT_FOUND: () => 'One of the files could not be found. Please upload it again.',
  KEY_REUSED: () => 'This submission was already used for a different request. Please reload the page.',
  STORE_REQUEST_LIMIT: () =>
    "This store can't take new return requests online right now. Please contact the store.",
  CANCEL_OFF: () => "This store doesn't let you cancel items online. Please contact the store.",
  CANCEL_ITEM_SHIPPED: () =>
    'This item has already shipped, so it can no longer be cancelled. You can return it once it arrives.',
};

function reader(params: ShopperMessage['params']): Read {
  const text = (name: string) => String(params?.[name] ?? '');
  const kind = params?.kind === 'exchange' ? 'exchange' : 'return';
  return {
    text,
    num: (name) => Number(params?.[name]),
    kind,
    noun: `${kind}s`,
    verb: kind === 'return' ? 'returned' : 'exchanged',
  };
}

/** The English sentence of a shopper message, as the API has always written it. */
export function shopperEnglish(message: ShopperMessage): string {
  return english[message.code](reader(message.params));
}

/**
 * A zod check's options whose failure the shopper reads: the field's message in English, and the
 * code in the params, where the server's error handler finds it for the body's `reason`.
 */
export function shopperCheck(reason: ShopperMessage): {
  message: string;
  params: { shopper: ShopperMessage };
} {
  return { message: shopperEnglish(reason), params: { shopper: reason } };
}

/** An eligibility verdict as the portal's order items carry it: the reasons in English and as codes. */
export function itemEligibilityOf(verdict: {
  eligible: boolean;
  reasons: readonly ShopperMessage[];
  max_quantity: number;
}): ItemEligibility {
  return {
    eligible: verdict.eligible,
    reasons: verdict.reasons.map(shopperEnglish),
    reason_codes: [...verdict.reasons],
    max_quantity: verdict.max_quantity,
  };
}
