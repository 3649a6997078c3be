import type { GiftRefundPreviewResponse, RefundPreviewResponse } from '../contracts/portal-requests';
import { fromMinor, toMinor } from '../money/minor';
import type { LineFacts, PlanVariant } from './facts';
import type { RequestPlan } from './plan-types';

type Plan = RequestPlan<LineFacts, PlanVariant>;

const sumBy = <T>(list: readonly T[], f: (t: T) => number) => list.reduce((n, t) => n + f(t), 0);

function greenOf(plan: Plan, lineId: string) {
  const keep = plan.rules.green.get(lineId);
  return keep ? { keep_item: true as const, message: keep.message } : null;
}

/** The figures of a plan as the return and exchange pages show them (shop currency unless named presentment). */
export function previewOf(plan: Plan): RefundPreviewResponse {
  const { refund } = plan;
  const cur = refund.shopCurrency;
  const m = (n: number) => fromMinor(n, cur);
  const items = refund.items.map((r) => {
    const planned = plan.items.find((p) => p.line.line.id === r.id);
    const ex = r.exchange;
    // The discount the new items would carry if the store carried all of it forward.
    const fullCarry = r.gross > 0 && ex ? Math.round((ex.new_cost * r.discount) / r.gross) : 0;
    return {
      line_item_id: r.id,
      quantity: r.quantity,
      item_value: m(r.gross),
      discount: m(r.discount),
      tax: m(r.tax),
      paid: m(r.paid),
      fee: m(r.fee),
      refund: m(r.refund),
      bonus: m(r.bonus),
      incentive: m(r.incentive),
      green_return: greenOf(plan, r.id),
      exchange:
        ex && planned?.variant
          ? {
              variant_id: planned.variant.id,
              new_price: m(ex.new_cost),
              carried_discount: m(ex.carried_discount),
              discount_not_carried_forward: m(Math.max(0, fullCarry - ex.carried_discount)),
              difference: m(ex.difference),
              payer: ex.payer,
              amount_due: m(ex.amount_due),
              variants: planned.exchanges.map((e) => ({
                variant_id: e.variant.id,
                quantity: e.quantity,
                price: m(toMinor(e.variant.price, cur)),
              })),
              ...(planned.upsells.length > 0
                ? {
                    upsell_cost: m(ex.upsell_cost),
                    upsells: planned.upsells.map((u) => ({
                      rule_id: u.rule_id,
                      variant_id: u.variant.id,
                      quantity: u.quantity,
                      price: u.price,
                      discount: u.discount,
                    })),
                  }
                : {}),
            }
          : null,
    };
  });
  const t = refund.totals;
  return {
    currency: cur,
    presentment_currency: refund.presentmentCurrency,
    refund_mode: plan.refundMode,
    items,
    totals: {
      item_value: m(sumBy(refund.items, (i) => i.gross)),
      discount: m(sumBy(refund.items, (i) => i.discount)),
      tax: m(sumBy(refund.items, (i) => i.tax)),
      taxes_included: refund.taxesIncluded,
      paid: m(t.paid),
      return_fee: m(t.fee),
      bonus: m(t.bonus),
      incentive: m(t.incentive),
      refund: m(t.refund),
      total: m(t.total),
      amount_due: m(t.amount_due),
      payer: t.payer,
      presentment_refund: fromMinor(refund.presentment.refund, refund.presentmentCurrency),
    },
  };
}

/** A gift session's preview: what happens to each item, never an amount. */
export function giftPreviewOf(plan: Plan): GiftRefundPreviewResponse {
  return {
    gift: true,
    refund_mode: 'store_credit',
    items: plan.items.map((i) => ({
      line_item_id: i.line.line.id,
      quantity: i.input.quantity,
      green_return: greenOf(plan, i.line.line.id),
      exchange: i.variant ? { variant_id: i.variant.id } : null,
    })),
  };
}
