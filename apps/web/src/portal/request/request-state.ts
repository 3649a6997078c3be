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
  /** More new items, one unit each (multiple exchange products; the store must allow it). */
  extra_variant_ids: string[];
};

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
  return {
    items,
    refund_mode: kind === 'return' ? defaultRefundMode(order.refund_modes) : '',
    account_holder_name: '',
    account_number: '',
    bank_code: '',
    method: session.store.return_methods[0] ?? 'pickup',
    address: {
      first_name: a?.first_name ?? order.customer.first_name,
      last_name: a?.last_name ?? order.customer.last_name,
      address_line_1: a?.address_line_1 ?? '',
      address_line_2: a?.address_line_2 ?? '',
      city: a?.city ?? '',
      province: a?.province ?? '',
      postal_code: a?.postal_code ?? '',
      country: a?.country ?? '',
    },
    phone_country: country,
    phone: splitPhone(order.customer.phone, dialCode),
    email: order.customer.email,
    exchange_variant_id: '',
    extra_variant_ids: [],
  };
}

/** The new variant(s) of an exchange item: one id, or a list when more new items were added. */
function exchangeOf(d: Draft, quantity: number) {
  if (d.extra_variant_ids.length === 0) return { exchange_variant_id: d.exchange_variant_id };
  const counts = new Map([[d.exchange_variant_id, quantity]]);
  for (const id of d.extra_variant_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { exchange_variants: [...counts].map(([variant_id, n]) => ({ variant_id, quantity: n })) };
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

/** Every problem with the draft, keyed by the id of the field to fix (spec 5 validators). */
export function validateDraft(d: Draft, ctx: Context): Problems {
  const p: Problems = {};
  // In page order, so the error summary reads top to bottom.
  if (ctx.kind === 'exchange' && !d.exchange_variant_id) p.variant = { key: 'request.variantRequired' };
  for (const item of selectedItems(d)) {
    if (!(item.quantity >= 1)) p[itemField(item.id, 'quantity')] = { key: 'request.chooseQuantity' };
    const reason = ctx.reasons.find((r) => r.id === item.reason_id);
    if (!reason) p[itemField(item.id, 'reason')] = { key: 'request.reasonRequired' };
    if (reason?.requires_comment && !isNonBlank(item.comment))
      p[itemField(item.id, 'comment')] = { key: 'request.commentRequired' };
    if (reason?.requires_media && item.media.length === 0)
      p[itemField(item.id, 'media')] = { key: 'request.mediaRequired' };
  }
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
  if (!isPhone(d.phone.trim())) p.phone = { key: 'validation.phone' };
  if (d.email.trim() !== '' && !isEmail(d.email.trim())) p.email = { key: 'validation.email' };
  return p;
}

export function previewBody(d: Draft, kind: Kind, sessionId: string): RefundPreviewBody | null {
  const items = selectedItems(d).map((i) => ({
    line_item_id: i.id,
    quantity: i.quantity,
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
