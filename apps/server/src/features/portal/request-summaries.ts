import type { PortalRequestSummary } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { expectedRefund } from '@roundtrip/core/requests';
import { shopperStatus } from '@roundtrip/core/shopper';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type RefundRow,
  type RequestItemRow,
  type RequestRow,
  refunds,
  requestItems,
  requests,
} from '../../db/schema';

/** What the portal told the shopper they get back, the store-credit bonus included. */
function expectedRefundOf(request: RequestRow, items: Pick<RequestItemRow, 'incentiveAmount'>[]) {
  const cur = request.currency;
  return expectedRefund({
    kind: request.kind,
    mode: request.refundMode,
    refund: toMinor(request.refundAmount, cur),
    bonus: toMinor(request.bonusAmount, cur),
    incentive: items.reduce((n, i) => n + toMinor(i.incentiveAmount, cur), 0),
  });
}

export function summaryOf(
  request: RequestRow,
  items: Pick<RequestItemRow, 'lineItemId' | 'title' | 'requestedQty' | 'incentiveAmount'>[],
  refundRows: Pick<RefundRow, 'status' | 'replacedBy'>[],
): PortalRequestSummary {
  return {
    id: request.id,
    name: request.name,
    kind: request.kind,
    status: request.status,
    shopper_status: shopperStatus(
      request.status,
      refundRows.map((r) => ({ status: r.status, replaced: r.replacedBy !== null })),
    ),
    created_at: request.createdAt.toISOString(),
    items: items.map((i) => ({ line_item_id: i.lineItemId, title: i.title, quantity: i.requestedQty })),
    refund_mode: request.refundMode,
    refund_amount: fromMinor(expectedRefundOf(request, items), request.currency),
    currency: request.currency,
  };
}

/** The order's requests, newest first, as the order list shows them. */
export async function requestSummaries(
  db: Db,
  storeId: string,
  orderId: string,
): Promise<PortalRequestSummary[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(and(eq(requests.storeId, storeId), eq(requests.orderId, orderId)))
    .orderBy(desc(requests.createdAt), desc(requests.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, refundRows] = await Promise.all([
    db
      .select()
      .from(requestItems)
      .where(inArray(requestItems.requestId, ids))
      .orderBy(asc(requestItems.createdAt), asc(requestItems.lineItemId)),
    db
      .select({ requestId: refunds.requestId, status: refunds.status, replacedBy: refunds.replacedBy })
      .from(refunds)
      .where(and(eq(refunds.storeId, storeId), inArray(refunds.requestId, ids))),
  ]);
  return rows.map((r) =>
    summaryOf(
      r,
      items.filter((i) => i.requestId === r.id),
      refundRows.filter((f) => f.requestId === r.id),
    ),
  );
}
