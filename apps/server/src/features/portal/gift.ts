import type {
  ExchangeVariant,
  GiftRefundPreviewResponse,
  PortalRequestDetails,
  PortalRequestSummary,
  SessionDataResponse,
} from '@roundtrip/core';
import { AppError } from '../../errors';
import type { PlanInput, RequestPlan } from './plan-request';
import type { StorePolicy } from './store-policy';

/*
 * Gift returns (docs/portal.md "Gift returns"): the recipient of a gift looks the order up with the
 * "This was a gift" choice. The session is marked gift; every answer to it drops the prices (the
 * buyer's spending is not the recipient's business) and the refund can only be store credit, issued
 * to the email the recipient gave.
 */

export const GIFT_RETURNS_OFF = "This store doesn't accept gift returns.";
export const GIFT_EMAIL_REQUIRED = 'Please enter your email: the store credit is sent to it.';
export const GIFT_STORE_CREDIT_ONLY = 'Gift returns are refunded as store credit.';
export const GIFT_NO_DEARER_EXCHANGE = 'A gift can only be exchanged for an item at the same price or lower.';

/** The variants list's sentence for a dearer variant (core's exchange-rule wording, without the stop). */
const ONLY_SAME_OR_LOWER = 'Only items at the same price or lower can be chosen';

const refused = (message: string, field: string) => new AppError('CONFLICT', message, { [field]: message });

/** A gift session's plan input: store credit is the only mode, whatever the store's list says. */
export function giftPlan(policy: StorePolicy, input: PlanInput): { policy: StorePolicy; input: PlanInput } {
  if (input.refund_mode && input.refund_mode !== 'store_credit') {
    throw refused(GIFT_STORE_CREDIT_ONLY, 'refund_mode');
  }
  return {
    policy: { ...policy, refund_modes: ['store_credit'] },
    input: { ...input, refund_mode: 'store_credit' },
  };
}

/** The recipient cannot be asked to pay a difference they may not see. */
export function assertGiftPlan(plan: RequestPlan): void {
  if (plan.refund.totals.payer === 'customer') throw refused(GIFT_NO_DEARER_EXCHANGE, 'items');
}

export function giftPreview(plan: RequestPlan): GiftRefundPreviewResponse {
  return {
    gift: true,
    refund_mode: 'store_credit',
    items: plan.items.map((i) => ({
      line_item_id: i.line.line.id,
      quantity: i.input.quantity,
      green_return: plan.rules.green.has(i.line.line.id)
        ? { keep_item: true as const, message: plan.rules.green.get(i.line.line.id)?.message ?? '' }
        : null,
      exchange: i.variant ? { variant_id: i.variant.id } : null,
    })),
  };
}

const summaryOf = (r: PortalRequestSummary): PortalRequestSummary => ({ ...r, refund_amount: null });

export function giftSessionData(data: SessionDataResponse): SessionDataResponse {
  return {
    ...data,
    gift: true,
    store: { ...data.store, refund_modes: ['store_credit'] },
    order: {
      ...data.order,
      refund_modes: ['store_credit'],
      items: data.order.items.map((i) => ({
        ...i,
        unit_price: null,
        price_paid: null,
        total_discount: null,
      })),
    },
    requests: data.requests.map(summaryOf),
  };
}

export function giftDetails(d: PortalRequestDetails): PortalRequestDetails {
  return {
    ...summaryOf(d),
    ...d,
    refund_amount: null,
    return_fee: null,
    bonus: null,
    amount_due: null,
    request_items: d.request_items.map((i) => ({
      ...i,
      unit_price: null,
      paid: null,
      refund_amount: null,
      exchange_variant: i.exchange_variant ? { ...i.exchange_variant, price: null } : null,
      ...(i.exchange_variants
        ? { exchange_variants: i.exchange_variants.map((v) => ({ ...v, price: null })) }
        : {}),
    })),
  };
}

/** Prices dropped; with the line known, dearer variants cannot be picked (the recipient never pays). */
export function giftVariants<T extends { variants: ExchangeVariant[] }>(answer: T, linePrice?: string): T {
  const dearer = (v: ExchangeVariant) =>
    linePrice !== undefined && v.price !== null && Number(v.price) > Number(linePrice);
  return {
    ...answer,
    variants: answer.variants.map((v) =>
      v.selectable && dearer(v)
        ? { ...v, price: null, selectable: false, unavailable_reason: ONLY_SAME_OR_LOWER }
        : { ...v, price: null },
    ),
  };
}
