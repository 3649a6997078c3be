import type { GiftRefundPreviewResponse, RefundPreviewBody, RefundPreviewResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { amountOut, minorOut } from './amounts';
import { assertGiftPlan, giftPlan, giftPreview } from './gift';
import { loadOrder } from './load-order';
import { planRequest, type RequestPlan } from './plan-request';
import { requireSession } from './require-session';
import { storePolicy } from './store-policy';
import { sumBy } from './sum';

/** The figures of a plan as the page shows them (shop currency unless named presentment). */
export function previewOf(plan: RequestPlan): RefundPreviewResponse {
  const { refund } = plan;
  const cur = refund.shopCurrency;
  const m = (n: number) => minorOut(n, cur);
  const items = refund.items.map((r) => {
    const planned = plan.items.find((p) => p.line.line.id === r.id);
    const ex = r.exchange;
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
      green_return: plan.rules.green.has(r.id)
        ? { keep_item: true as const, message: plan.rules.green.get(r.id)?.message ?? '' }
        : null,
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
                price: amountOut(e.variant.price, cur),
              })),
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
      paid: m(t.paid),
      return_fee: m(t.fee),
      bonus: m(t.bonus),
      incentive: m(t.incentive),
      refund: m(t.refund),
      total: m(t.total),
      amount_due: m(t.amount_due),
      payer: t.payer,
      presentment_refund: minorOut(refund.presentment.refund, refund.presentmentCurrency),
    },
  };
}

/** The refund preview of the return and exchange pages, under the same rules as the submit. */
export async function previewRefund(
  deps: Deps,
  body: RefundPreviewBody,
): Promise<RefundPreviewResponse | GiftRefundPreviewResponse> {
  const portal = await requireSession(deps, body.session_id);
  const order = await loadOrder(deps, portal);
  const input = { kind: body.kind, refund_mode: body.refund_mode, items: body.items };
  if (portal.session.gift) {
    const gift = giftPlan(storePolicy(portal.store), input);
    const plan = await planRequest(deps, portal.store, gift.policy, order, gift.input);
    assertGiftPlan(plan);
    return giftPreview(plan);
  }
  const plan = await planRequest(deps, portal.store, storePolicy(portal.store), order, input);
  return previewOf(plan);
}
