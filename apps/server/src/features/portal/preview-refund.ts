import type { GiftRefundPreviewResponse, RefundPreviewBody, RefundPreviewResponse } from '@roundtrip/core';
import { giftPreviewOf, previewOf } from '@roundtrip/core/requests';
import type { Deps } from '../../deps';
import { requireSession } from '../auth/require-portal-session';
import { loadOrder } from '../requests/submit/load-order';
import { planRequest } from '../requests/submit/plan-request';

/** The refund preview of the return and exchange pages: the same plan as the submit, as the page shows it. */
export async function previewRefund(
  deps: Deps,
  body: RefundPreviewBody,
): Promise<RefundPreviewResponse | GiftRefundPreviewResponse> {
  const portal = await requireSession(deps, body.session_id);
  const order = await loadOrder(deps, portal);
  const gift = portal.session.gift;
  const { plan } = await planRequest(deps, portal.store, order, {
    kind: body.kind,
    refund_mode: body.refund_mode,
    items: body.items,
    gift,
  });
  return gift ? giftPreviewOf(plan) : previewOf(plan);
}
