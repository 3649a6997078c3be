import type { RequestItemDetailResponse } from '@roundtrip/core';
import { pricedRefundMode } from '@roundtrip/core/pricing';
import { and, asc, eq } from 'drizzle-orm';
import { refunds, requestEvents, requestMedia } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { findRequest, itemsOf } from './lock-request';
import { concernsItem, itemView, timelineEntryOf } from './request-item-view';
import { priceRequest, recordedRefund } from './request-pricing';

/**
 * GET return-exchange/v1/{id}/common/{id2}: one item of a request with its media and events. The item
 * must belong to that request of the token's store: any other id answers 404, as for a random one.
 */
export async function getRequestItem(
  deps: Deps,
  auth: AuthContext,
  id: string,
  itemId: string,
): Promise<RequestItemDetailResponse> {
  requirePermission(auth, 'request.all.view');
  const request = await findRequest(deps.db, auth.storeId, id);
  const items = await itemsOf(deps.db, auth.storeId, id);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw new AppError('NOT_FOUND', 'Request item not found');
  const [media, events, refundRows] = await Promise.all([
    deps.db
      .select()
      .from(requestMedia)
      .where(
        and(
          eq(requestMedia.requestId, id),
          eq(requestMedia.storeId, auth.storeId),
          eq(requestMedia.requestItemId, item.id),
        ),
      ),
    deps.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, id), eq(requestEvents.storeId, auth.storeId)))
      .orderBy(asc(requestEvents.id)),
    deps.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.requestId, id), eq(refunds.storeId, auth.storeId)))
      .orderBy(asc(refunds.createdAt)),
  ]);
  // Priced with every item of the request: shipping and discounts are shared between them.
  const priced = priceRequest(request, items, 'requested');
  const view = itemView(
    item,
    media,
    priced.items.find((x) => x.id === item.id),
    request.currency,
    pricedRefundMode(request.refundMode),
    refundRows.map(recordedRefund),
  );
  return {
    ...view,
    request_id: request.id,
    request_name: request.name,
    currency: request.currency,
    events: events.filter((e) => concernsItem(e, item.id)).map((e) => timelineEntryOf(e, refundRows)),
  };
}
