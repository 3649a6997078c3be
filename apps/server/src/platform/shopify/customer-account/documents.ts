// Every document sent to the Customer Account API, validated against Shopify's official schema of the
// pinned version (customer-documents.test.ts) as the Admin documents are.

/** The signed-in customer and their latest orders, newest first. */
export const CUSTOMER_ORDERS = `#graphql
  query CustomerOrders($first: Int!) {
    customer {
      id
      displayName
      emailAddress { emailAddress }
      orders(first: $first, sortKey: PROCESSED_AT, reverse: true) {
        nodes { id name processedAt totalPrice { amount currencyCode } }
      }
    }
  }
`;

/** Who signed in: the customer's id, which the Admin API's orders name too. */
export const CUSTOMER_IDENTITY = `#graphql
  query CustomerIdentity {
    customer { id }
  }
`;
