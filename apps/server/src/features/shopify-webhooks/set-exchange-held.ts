import { and, eq, sql } from 'drizzle-orm';
import { requests, type StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { fromGid } from '../../platform/platform';
import { actOnRequest } from '../requests/act-on-request';
import { type HandlerResult, ignored, inShopify, processed } from './topic-handler';

/**
 * A hold placed or released in Shopify on an exchange order's fulfillment: the request's "held" flag
 * follows, so the page offers release only while something is held. Ours coming back changes nothing.
 */
export async function setExchangeHeld(
  deps: Deps,
  store: StoreRow,
  fulfillmentOrderGid: string,
  held: boolean,
): Promise<HandlerResult> {
  const id = fromGid(fulfillmentOrderGid, 'FulfillmentOrder') ?? fulfillmentOrderGid;
  const [request] = await deps.db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.storeId, store.id),
        sql`${requests.exchangeFulfillmentOrderIds} @> ${JSON.stringify([id])}::jsonb`,
      ),
    )
    .limit(1);
  if (!request) return ignored(`No exchange order of ours has fulfillment order ${id}`);
  if (request.exchangeHeld === held)
    return processed(`Request ${request.name} already ${held ? 'held' : 'released'}`);
  await actOnRequest(
    deps,
    inShopify(store),
    {
      requestId: request.id,
      action: held ? 'shopify_hold' : 'shopify_release',
      permission: 'request.exchange',
    },
    () => ({
      patch: { exchangeHeld: held },
      event: {
        type: held ? 'exchange_held' : 'exchange_released',
        message: held ? 'Exchange order put on hold in Shopify' : 'Exchange order released in Shopify',
        data: { fulfillment_order_id: id },
      },
    }),
  );
  return processed(`Request ${request.name} ${held ? 'held' : 'released'}`);
}
