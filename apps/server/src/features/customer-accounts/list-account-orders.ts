import type { AccountOrdersResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import {
  CustomerTokenExpired,
  readCustomerOrders,
} from '../../platform/shopify/customer-account/customer-api';
import { freshAccessToken, requireAccountSession, signInEnded } from './account-session';

/** The signed-in shopper's latest orders, as the Customer Account API lists them for that customer. */
export async function listAccountOrders(deps: Deps, sessionId: string): Promise<AccountOrdersResponse> {
  const account = await requireAccountSession(deps, sessionId);
  const accessToken = await freshAccessToken(deps, account);
  const customer = await readCustomerOrders(account.endpoints.graphql, accessToken).catch(
    (error: unknown) => {
      // A token that is not due yet refused: the shopper signed out on Shopify, or the app lost access.
      throw error instanceof CustomerTokenExpired ? signInEnded() : error;
    },
  );
  return {
    customer: { name: customer.displayName, email: customer.emailAddress?.emailAddress ?? null },
    orders: customer.orders.nodes.map((o) => ({
      order_id: o.id.replace(/^gid:\/\/shopify\/Order\//, ''),
      name: o.name,
      processed_at: o.processedAt,
      total: o.totalPrice.amount,
      currency: o.totalPrice.currencyCode,
    })),
  };
}
