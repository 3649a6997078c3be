import { z } from 'zod';
import { CUSTOMER_IDENTITY, CUSTOMER_ORDERS } from './documents';

const ordersAnswer = z.object({
  data: z.object({
    customer: z.object({
      id: z.string(),
      displayName: z.string(),
      emailAddress: z.object({ emailAddress: z.string().nullable() }).nullable(),
      orders: z.object({
        nodes: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            processedAt: z.string(),
            totalPrice: z.object({ amount: z.string(), currencyCode: z.string() }),
          }),
        ),
      }),
    }),
  }),
});
export type CustomerOrders = z.infer<typeof ordersAnswer>['data']['customer'];

/** Shopify answered 401: the access token expired or was revoked. */
export class CustomerTokenExpired extends Error {}

/** How many orders the portal lists: a shopper returns recent orders. */
const ORDERS_LISTED = 25;

async function query(graphqlUrl: string, accessToken: string, document: string, variables = {}) {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    // The Customer Account API takes the bare access token, without a "Bearer" prefix.
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: accessToken },
    body: JSON.stringify({ query: document, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 401) throw new CustomerTokenExpired('Shopify refused the customer access token');
  if (!res.ok) throw new Error(`the Customer Account API answered ${res.status}`);
  return res.json();
}

/** The customer behind the access token and their latest orders. */
export async function readCustomerOrders(graphqlUrl: string, accessToken: string): Promise<CustomerOrders> {
  const answer = await query(graphqlUrl, accessToken, CUSTOMER_ORDERS, { first: ORDERS_LISTED });
  return ordersAnswer.parse(answer).data.customer;
}

const identityAnswer = z.object({ data: z.object({ customer: z.object({ id: z.string() }) }) });

/** The id (`gid://shopify/Customer/…`) of the customer behind the access token. */
export async function readCustomerId(graphqlUrl: string, accessToken: string): Promise<string> {
  return identityAnswer.parse(await query(graphqlUrl, accessToken, CUSTOMER_IDENTITY)).data.customer.id;
}
