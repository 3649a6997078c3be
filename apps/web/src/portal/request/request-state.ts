import type {
  CreateRequestBody,
  PortalMedia,
  RefundMode,
  RefundPreviewBody,
  ReturnReason,
  SessionDataResponse,
} from '@roundtrip/core';
import { DIAL_CODES, dialCodeFor } from '@roundtrip/core/geo';
import { needsAddress, type ReturnMethod } from '@roundtrip/core/shopper';
import {
  isBankCode,
  isDigitsOnly,
  isEmail,
  isLettersAndSpaces,
  isNonBlank,
  isPhone,
  isPostalCode,
} from '@roundtrip/core/validation';

export type Kind = 'return' | 'exchange';

export type ItemDraft = {
  selected: boolean;
  quantity: number;
  reason_id: string;
  comment: string;
  media: PortalMedia[];
};

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address_line_1',
  'address_line_2',
  'city',
  'province',
  'postal_code',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
const OPTIONAL_ADDRESS: readonly AddressField[] = ['last_name', 'address_line_2', 'province'];
export const isOptionalAddressField = (f: AddressField) => OPTIONAL_ADDRESS.includes(f);

export type Draft = {
  items: Record<string, ItemDraft>;
  refund_mode: RefundMode | '';
  account_holder_name: string;
  account_number: string;
  bank_code: string;
  method: ReturnMethod;
  address: Record<AddressField, string>;
  /** ISO country of the phone's dial code (several countries share +1). */
  phone_country: string;
  phone: string;
  email: string;
  exchange_variant_id: string;
  /** The product the new item is of: '' for the item's own, else one picked from the catalogue. */
  exchange_product_id: string;
  /** More new items, one unit each (multiple exchange products; the store must allow it). */
  extra_variant_ids: string[];
  /** Upsell products added to the exchange, one unit each (the title is only for the page). */
  upsells: DraftUpsell[];
  /** Where the new item ships: the order's address until the shopper changes it. */
  ship_to: Record<AddressField, string>;
  ship_to_changed: boolean;
};

type DraftUpsell = { rule_id: string; variant_id: string; title: string };

/** A message to show: an i18n key and its values. */
export type Problem = { key: string; values?: Record<string, string | number> };
export type Problems = Record<string, Problem>;

export const itemField = (lineItemId: string, field: 'quantity' | 'reason' | 'comment' | 'media') =>
  `item-${lineItemId}-${field}`;

/** The refund mode offered first: back to the original payment when the order allows it. */
export function defaultRefundMode(modes: readonly RefundMode[]): RefundMode | '' {
  for (const m of ['pay_to_source', 'store_credit', 'bank_transfer', 'others'] as const) {
    if (modes.includes(m)) return m;
  }
  return '';
}

/** The order's phone without the dial code it may carry, for the number field. */
export function splitPhone(phone: string, dialCode: string): string {
  const p = phone.replace(/\s+/g, '');
  return dialCode && p.startsWith(dialCode) ? p.slice(dialCode.length) : p.replace(/^\+/, '');
}

export function initialDraft(kind: Kind, session: SessionDataResponse, lineItemId: string): Draft {
  const { order } = session;
  const country = dialCodeFor(session.store.country) ? session.store.country.toUpperCase() : 'IN';
  const dialCode = dialCodeFor(country) ?? '+91';
  const items: Record<string, ItemDraft> = {};
  for (const item of order.items) {
    items[item.line_item_id] = {
      selected: item.line_item_id === lineItemId,
      quantity: 1,
      reason_id: '',
      comment: '',
      media: [],
    };
  }
  const a = order.shipping_address;
  const address = {
    first_name: a?.first_name ?? order.customer.first_name,
    last_name: a?.last_name ?? order.customer.last_name,
    address_line_1: a?.address_line_1 ?? '',
    address_line_2: a?.address_line_2 ?? '',
    city: a?.city ?? '',
    province: a?.province ?? '',
    postal_code: a?.postal_code ?? '',
    country: a?.country ?? '',
  };
  return {
    items,
    refund_mode: kind === 'return' ? defaultRefundMode(order.refund_modes) : '',
    account_holder_name: '',
    account_number: '',
    bank_code: '',
    method: session.store.return_methods[0] ?? 'pickup',
    address,
    phone_country: country,
    phone: splitPhone(order.customer.phone, dialCode),
    email: order.customer.email,
    exchange_variant_id: '',
    exchange_product_id: '',
    extra_variant_ids: [],
    upsells: [],
    ship_to: address,
    // Without an address on the order the shopper has to give one.
    ship_to_changed: kind === 'exchange' && !a,
  };
}

export const shipToField = (f: AddressField) => `ship_to_${f}`;

/** The new variant(s) of an exchange item (one id, or a list when more were added) and its upsells. */
function exchangeOf(d: Draft, quantity: number) {
  const upsells =
    d.upsells.length > 0
      ? { upsells: d.upsells.map((u) => ({ rule_id: u.rule_id, variant_id: u.variant_id, quantity: 1 })) }
      : {};
  if (d.extra_variant_ids.length === 0) return { exchange_variant_id: d.exchange_variant_id, ...upsells };
  const counts = new Map([[d.exchange_variant_id, quantity]]);
  for (const id of d.extra_variant_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    exchange_variants: [...counts].map(([variant_id, n]) => ({ variant_id, quantity: n })),
    ...upsells,
  };
}

const selectedItems = (d: Draft) =>
  Object.entries(d.items)
    .filter(([, i]) => i.selected)
    .map(([id, i]) => ({ id, ...i }));

/** Whether the bank details are asked for: a return to bank transfer, or an exchange paid back that way. */
const needsBank = (d: Draft) => d.refund_mode === 'bank_transfer';

type Context = {
  kind: Kind;
  reasons: readonly ReturnReason[];
  /** Refund mode is asked for: always for returns, for exchanges only when the store pays back. */
  refundModeAsked: boolean;
};

/** Every problem with the draft, keyed by the id of the field to fix (core's validators). */
export function validateDraft(d: Draft, ctx: Context): Problems {
  const p: Problems = {};
  // In page order, so the error summary reads top to bottom: the items (reason first), then the new item.
  for (const item of selectedItems(d)) {
    if (!(item.quantity >= 1)) p[itemField(item.id, 'quantity')] = { key: 'request.chooseQuantity' };
    const reason = ctx.reasons.find((r) => r.id === item.reason_id);
    if (!reason) p[itemField(item.id, 'reason')] = { key: 'request.reasonRequired' };
    if (reason?.requires_comment && !isNonBlank(item.comment))
      p[itemField(item.id, 'comment')] = { key: 'request.commentRequired' };
    if (reason?.requires_media && item.media.length === 0)
      p[itemField(item.id, 'media')] = { key: 'request.mediaRequired' };
  }
  if (ctx.kind === 'exchange' && !d.exchange_variant_id) p.variant = { key: 'request.variantRequired' };
  if (ctx.refundModeAsked && !d.refund_mode) p.refund_mode = { key: 'request.refundModeRequired' };
  if (ctx.refundModeAsked && needsBank(d)) {
    if (!isLettersAndSpaces(d.account_holder_name.trim()))
      p.account_holder_name = { key: 'validation.lettersAndSpaces' };
    if (!isDigitsOnly(d.account_number.trim())) p.account_number = { key: 'validation.digitsOnly' };
    if (!isBankCode(d.bank_code.trim())) p.bank_code = { key: 'validation.bankCode' };
  }
  // Only a pickup asks for the address.
  if (needsAddress(d.method))
    for (const f of ADDRESS_FIELDS) {
      if (!isOptionalAddressField(f) && !isNonBlank(d.address[f])) p[f] = { key: 'validation.nonBlank' };
    }
  // The exchange's ship-to address, once the shopper changes it (the order's own is taken as it is).
  if (ctx.kind === 'exchange' && d.ship_to_changed) {
    for (const f of ADDRESS_FIELDS) {
      if (!isOptionalAddressField(f) && !isNonBlank(d.ship_to[f]))
        p[shipToField(f)] = { key: 'validation.nonBlank' };
    }
    if (isNonBlank(d.ship_to.postal_code) && !isPostalCode(d.ship_to.postal_code, d.ship_to.country))
      p[shipToField('postal_code')] = { key: 'validation.postalCode' };
  }
  if (!isPhone(d.phone.trim())) p.phone = { key: 'validation.phone' };
  if (d.email.trim() !== '' && !isEmail(d.email.trim())) p.email = { key: 'validation.email' };
  return p;
}

export function previewBody(d: Draft, kind: Kind, sessionId: string): RefundPreviewBody | null {
  // The reason goes too: rules that depend on it (fees, offers, exchange rules) apply as on submit.
  const items = selectedItems(d).map((i) => ({
    line_item_id: i.id,
    quantity: i.quantity,
    ...(i.reason_id ? { reason_id: i.reason_id } : {}),
    ...(kind === 'exchange' && d.exchange_variant_id ? exchangeOf(d, i.quantity) : {}),
  }));
  if (items.length === 0) return null;
  if (kind === 'return' && !d.refund_mode) return null;
  if (kind === 'exchange' && !d.exchange_variant_id) return null;
  return { session_id: sessionId, kind, items, ...(d.refund_mode ? { refund_mode: d.refund_mode } : {}) };
}

export function requestBody(
  d: Draft,
  kind: Kind,
  sessionId: string,
  refundModeAsked: boolean,
): CreateRequestBody {
  const mode = refundModeAsked && d.refund_mode ? d.refund_mode : undefined;
  return {
    session_id: sessionId,
    kind,
    ...(mode ? { refund_mode: mode } : {}),
    ...(mode === 'bank_transfer'
      ? {
          bank_details: {
            account_holder_name: d.account_holder_name.trim(),
            account_number: d.account_number.trim(),
            bank_code: d.bank_code.trim().toUpperCase(),
          },
        }
      : {}),
    method: d.method,
    ...(needsAddress(d.method)
      ? {
          address: Object.fromEntries(
            ADDRESS_FIELDS.map((f) => [f, d.address[f].trim()]),
          ) as CreateRequestBody['address'],
        }
      : {}),
    ...(kind === 'exchange' && d.ship_to_changed
      ? {
          ship_to: Object.fromEntries(
            ADDRESS_FIELDS.map((f) => [f, d.ship_to[f].trim()]),
          ) as CreateRequestBody['ship_to'],
        }
      : {}),
    phone: {
      dial_code: dialCodeFor(d.phone_country) ?? DIAL_CODES[0]?.[1] ?? '+91',
      number: d.phone.trim(),
    },
    email: d.email.trim(),
    items: selectedItems(d).map((i) => ({
      line_item_id: i.id,
      quantity: i.quantity,
      reason_id: i.reason_id,
      comment: i.comment.trim(),
      media_ids: i.media.map((m) => m.id),
      ...(kind === 'exchange' ? exchangeOf(d, i.quantity) : {}),
    })),
  };
}
