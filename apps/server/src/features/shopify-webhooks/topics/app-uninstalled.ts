import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { shopifyConnections, stores } from '../../../db/schema';
import { removeConnection } from '../../../platform/shopify/connection/connections';
import { ignored, processed, type TopicHandler } from '../topic-handler';

/**
 * app/uninstalled: the store is marked uninstalled and its tokens are forgotten (Shopify revoked them
 * already); its requests stay for the merchant's records and a reinstall. Its later webhooks, but the
 * privacy ones, are answered and dropped.
 */
export const appUninstalled: TopicHandler<Record<string, unknown>> = {
  payload: z.looseObject({}),
  async run({ deps, store, webhook }) {
    // A late delivery of an uninstall from before the shop installed us again must not undo the reinstall.
    const [connection] = await deps.db
      .select({ connectedAt: shopifyConnections.connectedAt })
      .from(shopifyConnections)
      .where(eq(shopifyConnections.storeId, store.id));
    if (connection && webhook.triggeredAt && webhook.triggeredAt < connection.connectedAt)
      return ignored('Sent before the current installation');
    await deps.db
      .update(stores)
      .set({ uninstalledAt: deps.clock(), updatedAt: deps.clock() })
      .where(and(eq(stores.id, store.id), isNull(stores.uninstalledAt)));
    const revoked = await removeConnection(deps.db, store.id);
    return processed(revoked ? 'Uninstalled; tokens removed' : 'Uninstalled');
  },
};
