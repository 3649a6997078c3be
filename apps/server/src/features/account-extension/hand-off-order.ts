import { ORDER_HANDOFF_TTL_MS, type OrderHandoffBody, type OrderHandoffResponse } from '@roundtrip/core';
import { requestLink } from '@roundtrip/core/emails';
import { and, eq, isNull } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { fromGid } from '../../platform/platform';
import { verifyCustomerAccountToken } from '../../platform/shopify/connection/session-token';
import { signOrderHandoff } from '../../request-link-token';
import { handleOf } from '../../store/store-policy';
import { requireShopifyApp } from '../shopify-connect/shopify-app';

/**
 * The order action's "Return or exchange": the customer account extension sends its session token and
 * the order; the answer is a portal link that opens a session on that order once, within five minutes.
 * Who the customer is comes only from the verified token (`sub`), and the order is read again from
 * Shopify and must be theirs: an order id the extension sends is never trusted on its own.
 */
export async function handOffOrder(
  deps: Deps,
  input: { authorization: string | undefined; body: OrderHandoffBody },
): Promise<OrderHandoffResponse> {
  const app = requireShopifyApp(deps.config);
  const now = deps.clock();
  const token = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(input.authorization?.trim() ?? '')?.[1];
  if (!token) throw new AppError('UNAUTHENTICATED', 'A customer account session token is required');
  const { shop, customerGid } = await verifyCustomerAccountToken(app, token, now);
  const [store] = await deps.db
    .select()
    .from(stores)
    .where(and(eq(stores.domain, shop), eq(stores.platform, 'shopify'), isNull(stores.uninstalledAt)))
    .limit(1);
  if (!store) throw new AppError('UNAUTHENTICATED', 'Roundtrip is not installed on this shop');

  const orderId = fromGid(input.body.order_id, 'Order');
  const order = orderId ? await deps.platform.getOrder(store.id, orderId) : null;
  // Another customer's order answers as a missing one: the extension learns nothing about it.
  if (!order || order.customer?.admin_graphql_api_id !== customerGid) throw notFound('No such order');

  const link = await signOrderHandoff(
    deps.config.jwtSecret,
    { storeId: store.id, orderId: order.id, orderName: order.name, handoffId: crypto.randomUUID() },
    now,
  );
  return {
    url: requestLink(deps.config.publicUrl ?? app.appUrl, handleOf(store), link, input.body.language ?? 'en'),
    expires_at: new Date(now.getTime() + ORDER_HANDOFF_TTL_MS).toISOString(),
  };
}
