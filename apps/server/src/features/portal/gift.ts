import {
  type ExchangeVariant,
  type PortalRequestDetails,
  type PortalRequestSummary,
  type SessionDataResponse,
  shopperEnglish,
  shopperMessageOf,
} from '@roundtrip/core';
import { unavailableVariant } from '@roundtrip/core/requests';

/*
 * Gift returns (docs/portal.md "Gift returns"): the recipient of a gift looks the order up with the
 * "This was a gift" choice. The session is marked gift; every answer to it drops the prices (the
 * buyer's spending is not the recipient's business) and the refund can only be store credit, issued
 * to the email the recipient gave (core's planner enforces both on the request).
 */

export const GIFT_RETURNS_OFF = shopperEnglish(shopperMessageOf('GIFT_RETURNS_OFF'));

const summaryOf = (r: PortalRequestSummary): PortalRequestSummary => ({ ...r, refund_amount: null });

export function giftSessionData(data: SessionDataResponse): SessionDataResponse {
  return {
    ...data,
    gift: true,
    store: { ...data.store, refund_modes: ['store_credit'] },
    order: {
      ...data.order,
      refund_modes: ['store_credit'],
      terms: data.order.terms && { ...data.order.terms, return_fee: null },
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
    refunds: d.refunds.map((r) => ({ ...r, amount: null })),
    refund_paid: d.refund_paid ? { ...d.refund_paid, amount: null, bonus: null } : null,
    store_credit: null,
    timeline: d.timeline.map(({ params: { amount: _, ...params }, ...e }) => ({ ...e, params })),
    request_items: d.request_items.map((i) => ({
      ...i,
      unit_price: null,
      price_paid: null,
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
        ? { ...v, price: null, ...unavailableVariant('VARIANT_SAME_OR_LOWER_ONLY') }
        : { ...v, price: null },
    ),
  };
}
