import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { PLATFORM_FACT, storeFactOnce } from '../db/tenant-scope';
import type { Clock } from '../deps';
import { notFound } from '../errors';
import { createDemoPlatform } from './demo/create-demo-platform';
import type { Platform } from './platform';
import { createShopifyAccess } from './shopify/connection/database-access';
import { createShopifyPlatform } from './shopify/create-shopify-platform';

/**
 * One Platform for the whole app that sends each call to the store's own platform (`stores.platform`):
 * the embedded demo store, or the Shopify adapter for a connected shop. Stores are demo by default, so
 * without any Shopify store every call goes where it went before the router existed.
 */
function createPlatformRouter(deps: { db: Db; demo: Platform; shopify: Platform }): Platform {
  const platformOf = async (storeId: string) => {
    const [store] = await deps.db
      .select({ platform: stores.platform })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    if (!store) throw notFound('No such store');
    return store.platform;
  };
  const of = async (storeId: string): Promise<Platform> =>
    (await storeFactOnce(storeId, PLATFORM_FACT, () => platformOf(storeId))) === 'shopify'
      ? deps.shopify
      : deps.demo;
  return {
    // Nothing reads the router's own name; the demo is the default platform.
    name: 'demo',
    getOrder: async (s, id) => (await of(s)).getOrder(s, id),
    findOrder: async (s, input) => (await of(s)).findOrder(s, input),
    listCustomerOrders: async (s, id, options) => (await of(s)).listCustomerOrders(s, id, options),
    countCustomerOrders: async (s, id, options) => (await of(s)).countCustomerOrders(s, id, options),
    getCustomer: async (s, id) => (await of(s)).getCustomer(s, id),
    listProducts: async (s, query) => (await of(s)).listProducts(s, query),
    getVariants: async (s, ids) => (await of(s)).getVariants(s, ids),
    listCollections: async (s) => (await of(s)).listCollections(s),
    listProductTags: async (s) => (await of(s)).listProductTags(s),
    listLocations: async (s) => (await of(s)).listLocations(s),
    getReturn: async (s, id) => (await of(s)).getReturn(s, id),
    listFulfillmentOrders: async (s, id) => (await of(s)).listFulfillmentOrders(s, id),
    listStoreCreditAccounts: async (s, id) => (await of(s)).listStoreCreditAccounts(s, id),
    getGiftCard: async (s, id) => (await of(s)).getGiftCard(s, id),
    createReturn: async (s, input) => (await of(s)).createReturn(s, input),
    approveReturn: async (s, input) => (await of(s)).approveReturn(s, input),
    declineReturn: async (s, input) => (await of(s)).declineReturn(s, input),
    disposeItems: async (s, input) => (await of(s)).disposeItems(s, input),
    closeReturn: async (s, input) => (await of(s)).closeReturn(s, input),
    cancelReturn: async (s, input) => (await of(s)).cancelReturn(s, input),
    createReverseDelivery: async (s, input) => (await of(s)).createReverseDelivery(s, input),
    refund: async (s, input) => (await of(s)).refund(s, input),
    issueStoreCredit: async (s, input) => (await of(s)).issueStoreCredit(s, input),
    issueGiftCard: async (s, input) => (await of(s)).issueGiftCard(s, input),
    createPaymentInvoice: async (s, input) => (await of(s)).createPaymentInvoice(s, input),
    createExchangeOrder: async (s, input) => (await of(s)).createExchangeOrder(s, input),
    releaseHold: async (s, input) => (await of(s)).releaseHold(s, input),
    cancelOrder: async (s, input) => (await of(s)).cancelOrder(s, input),
    cancelItems: async (s, input) => (await of(s)).cancelItems(s, input),
    markOrderPaid: async (s, input) => (await of(s)).markOrderPaid(s, input),
    sendFlowTrigger: async (s, input) => (await of(s)).sendFlowTrigger(s, input),
  };
}

/** The app's platform (main.ts and the test app): the demo and the Shopify adapter behind the router. */
export function createAppPlatform(deps: { db: Db; config: Config; clock: Clock }): Platform {
  return createPlatformRouter({
    db: deps.db,
    demo: createDemoPlatform({ db: deps.db, clock: deps.clock }),
    shopify: createShopifyPlatform({
      access: createShopifyAccess(deps),
      db: deps.db,
      clock: deps.clock,
      ...(deps.config.shopifyAdminOrigin && { adminOrigin: deps.config.shopifyAdminOrigin }),
    }),
  });
}
