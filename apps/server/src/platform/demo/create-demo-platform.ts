import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import type { Platform } from '../platform';
import { PlatformError } from '../platform-error';
import { approveReturn } from './approve-return';
import { cancelItems } from './cancel-items';
import { cancelOrder } from './cancel-order';
import { cancelReturn } from './cancel-return';
import { closeReturn } from './close-return';
import { createExchangeOrder } from './create-exchange-order';
import { createReturn } from './create-return';
import { createReverseDelivery } from './create-reverse-delivery';
import { declineReturn } from './decline-return';
import type { DemoDeps } from './demo-deps';
import { disposeItems } from './dispose-items';
import { findOrder } from './find-order';
import { listFulfillmentOrders } from './fulfillment-order-view';
import { getCustomer } from './get-customer';
import { getGiftCard } from './get-gift-card';
import { getOrder } from './get-order';
import { getVariants } from './get-variants';
import { issueGiftCard } from './issue-gift-card';
import { issueStoreCredit } from './issue-store-credit';
import { listCollections } from './list-collections';
import { countCustomerOrders, listCustomerOrders } from './list-customer-orders';
import { listLocations } from './list-locations';
import { listProductTags } from './list-product-tags';
import { listProducts } from './list-products';
import { listStoreCreditAccounts } from './list-store-credit-accounts';
import { markOrderPaid } from './mark-order-paid';
import { refundOrder } from './refund-order';
import { releaseHold } from './release-hold';
import { getReturn } from './return-view';

/** The embedded platform: everything lives in the demo_* tables of our own database. */
export function createDemoPlatform(options: { db: Db; clock: Clock }): Platform {
  const deps: DemoDeps = { db: options.db, clock: options.clock };
  return {
    name: 'demo',
    getOrder: (storeId, id) => getOrder(deps, storeId, id),
    findOrder: (storeId, input) => findOrder(deps, storeId, input),
    listCustomerOrders: (storeId, customerId, opts) => listCustomerOrders(deps, storeId, customerId, opts),
    countCustomerOrders: (storeId, customerId, opts) => countCustomerOrders(deps, storeId, customerId, opts),
    getCustomer: (storeId, id) => getCustomer(deps, storeId, id),
    listProducts: (storeId, query) => listProducts(deps, storeId, query),
    getVariants: (storeId, ids) => getVariants(deps, storeId, ids),
    listCollections: (storeId) => listCollections(deps, storeId),
    listProductTags: (storeId) => listProductTags(deps, storeId),
    listLocations: (storeId) => listLocations(deps, storeId),
    getReturn: (storeId, id) => getReturn(deps.db, storeId, id),
    listFulfillmentOrders: (storeId, orderId) => listFulfillmentOrders(deps, storeId, orderId),
    listStoreCreditAccounts: (storeId, customerId) => listStoreCreditAccounts(deps, storeId, customerId),
    getGiftCard: (storeId, id) => getGiftCard(deps, storeId, id),
    createReturn: (storeId, input) => createReturn(deps, storeId, input),
    approveReturn: (storeId, input) => approveReturn(deps, storeId, input),
    declineReturn: (storeId, input) => declineReturn(deps, storeId, input),
    disposeItems: (storeId, input) => disposeItems(deps, storeId, input),
    closeReturn: (storeId, input) => closeReturn(deps, storeId, input),
    createReverseDelivery: (storeId, input) => createReverseDelivery(deps, storeId, input),
    cancelReturn: (storeId, input) => cancelReturn(deps, storeId, input),
    refund: (storeId, input) => refundOrder(deps, storeId, input),
    issueStoreCredit: (storeId, input) => issueStoreCredit(deps, storeId, input),
    issueGiftCard: (storeId, input) => issueGiftCard(deps, storeId, input),
    // The demo store's price differences go through the sandbox payment provider (docs/payments.md).
    createPaymentInvoice: async () => {
      throw new PlatformError(
        'invalid_state',
        'The demo store has no checkout of its own: use a payment provider',
      );
    },
    createExchangeOrder: (storeId, input) => createExchangeOrder(deps, storeId, input),
    releaseHold: (storeId, input) => releaseHold(deps, storeId, input),
    cancelOrder: (storeId, input) => cancelOrder(deps, storeId, input),
    cancelItems: (storeId, input) => cancelItems(deps, storeId, input),
    markOrderPaid: (storeId, input) => markOrderPaid(deps, storeId, input),
    sendFlowTrigger: async () => {
      throw new PlatformError('invalid_state', 'The demo store has no Shopify Flow');
    },
  };
}
