import type { z } from 'zod';
import type { ShopifyWebhookRow, StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';

export type HandlerResult = { status: 'processed' | 'ignored'; outcome: string };
export type TopicContext = { deps: Deps; store: StoreRow; webhook: ShopifyWebhookRow };

/** One topic: the schema of the payload fields it reads, and what it does (idempotent: delivery is at least once). */
export type TopicHandler<P> = {
  payload: z.ZodType<P>;
  run(ctx: TopicContext, payload: P): Promise<HandlerResult>;
};

export const processed = (outcome: string): HandlerResult => ({ status: 'processed', outcome });
export const ignored = (outcome: string): HandlerResult => ({ status: 'ignored', outcome });

/**
 * Who acts on a request when Shopify reports a change: the merchant, working in Shopify's admin. The
 * timeline shows the actor as `shopify`; every permission is implied (Shopify already allowed it).
 */
export const inShopify = (store: StoreRow): AuthContext => ({
  userId: 'shopify',
  storeId: store.id,
  storeDomain: store.domain,
  email: '',
  userType: 'admin',
  permissions: [],
});
