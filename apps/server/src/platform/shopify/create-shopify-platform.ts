import type { Db } from '../../db/client';
import type { Clock } from '../../deps';
import type { Platform } from '../platform';
import type { ShopifyAccess } from './access';
import { createAdminGraphql } from './admin-graphql';
import { callLogWriter } from './call-log';
import { cancelItems } from './cancel-items';
import { sendFlowTrigger } from './flow-triggers';
import { markOrderPaid } from './mark-order-paid';
import { issueGiftCard, issueStoreCredit, refund } from './money-writes';
import { cancelOrder, createExchangeOrder, releaseHold } from './order-writes';
import { createPaymentInvoice } from './payment-invoice';
import * as reads from './reads';
import {
  approveReturn,
  cancelReturn,
  closeReturn,
  createReturn,
  declineReturn,
  disposeItems,
} from './return-writes';
import { createReverseDelivery } from './reverse-delivery';
import type { ShopifyDeps } from './shopify-deps';

export type ShopifyPlatformOptions = {
  access: ShopifyAccess;
  /** The journal of writes by idempotency key lives in our database (shopify_writes). */
  db: Db;
  clock: Clock;
  fetch?: typeof fetch;
  /** SHOPIFY_ADMIN_ORIGIN: send Admin API calls here instead of `https://{shop}` (the local fake). */
  adminOrigin?: string;
  timeoutMs?: number;
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
};

/** The Platform on a connected shop's Admin GraphQL API (docs/shopify.md). */
export function createShopifyPlatform(options: ShopifyPlatformOptions): Platform {
  const deps: ShopifyDeps = {
    gql: createAdminGraphql({ ...options, onCall: callLogWriter(options.db, options.clock) }),
    db: options.db,
    clock: options.clock,
    currencies: new Map(),
  };
  return {
    name: 'shopify',
    getOrder: (storeId, id) => reads.getOrder(deps, storeId, id),
    findOrder: (storeId, input) => reads.findOrder(deps, storeId, input),
    listCustomerOrders: (storeId, customerId, opts) =>
      reads.listCustomerOrders(deps, storeId, customerId, opts),
    countCustomerOrders: (storeId, customerId, opts) =>
      reads.countCustomerOrders(deps, storeId, customerId, opts),
    getCustomer: (storeId, id) => reads.getCustomer(deps, storeId, id),
    listProducts: (storeId, query) => reads.listProducts(deps, storeId, query),
    getVariants: (storeId, ids) => reads.getVariants(deps, storeId, ids),
    listCollections: (storeId) => reads.listCollections(deps, storeId),
    listProductTags: (storeId) => reads.listProductTags(deps, storeId),
    listLocations: (storeId) => reads.listLocations(deps, storeId),
    getReturn: (storeId, id) => reads.getReturn(deps, storeId, id),
    listFulfillmentOrders: (storeId, orderId) => reads.listFulfillmentOrders(deps, storeId, orderId),
    listStoreCreditAccounts: (storeId, customerId) =>
      reads.listStoreCreditAccounts(deps, storeId, customerId),
    getGiftCard: (storeId, id) => reads.getGiftCard(deps, storeId, id),
    createReturn: (storeId, input) => createReturn(deps, storeId, input),
    approveReturn: (storeId, input) => approveReturn(deps, storeId, input),
    declineReturn: (storeId, input) => declineReturn(deps, storeId, input),
    disposeItems: (storeId, input) => disposeItems(deps, storeId, input),
    closeReturn: (storeId, input) => closeReturn(deps, storeId, input),
    cancelReturn: (storeId, input) => cancelReturn(deps, storeId, input),
    createReverseDelivery: (storeId, input) => createReverseDelivery(deps, storeId, input),
    refund: (storeId, input) => refund(deps, storeId, input),
    issueStoreCredit: (storeId, input) => issueStoreCredit(deps, storeId, input),
    issueGiftCard: (storeId, input) => issueGiftCard(deps, storeId, input),
    createPaymentInvoice: (storeId, input) => createPaymentInvoice(deps, storeId, input),
    createExchangeOrder: (storeId, input) => createExchangeOrder(deps, storeId, input),
    releaseHold: (storeId, input) => releaseHold(deps, storeId, input),
    cancelOrder: (storeId, input) => cancelOrder(deps, storeId, input),
    cancelItems: (storeId, input) => cancelItems(deps, storeId, input),
    markOrderPaid: (storeId, input) => markOrderPaid(deps, storeId, input),
    sendFlowTrigger: (storeId, input) => sendFlowTrigger(deps, storeId, input),
  };
}
