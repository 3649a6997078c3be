import { CUSTOMER, MAILING_ADDRESS, MONEY_BAG, ORDER_TRANSACTION, PAGE_INFO } from './fragments';

// An order is read in two queries under Shopify's 1,000-point limit for one query (what was bought and
// shipped, then the money that moved), plus follow-up pages only when a connection or a list is longer
// than its first page (reads.ts).

export const SHOP_QUERY = `#graphql
  query Shop { shop { currencyCode } }
` as const;

const LINE_ITEM = `#graphql
  fragment LineItemFields on LineItem {
    id title variantTitle sku vendor quantity currentQuantity unfulfilledQuantity taxable requiresShipping
    variant { id }
    product { id }
    originalUnitPriceSet { ...MoneyBag }
    totalDiscountSet { ...MoneyBag }
    discountAllocations { allocatedAmountSet { ...MoneyBag } discountApplication { index } }
    taxLines(first: 3) { title rate priceSet { ...MoneyBag } }
  }
` as const;

const DISCOUNT_APPLICATION = `#graphql
  fragment DiscountApplicationFields on DiscountApplication {
    __typename index allocationMethod targetSelection targetType
    value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
    ... on DiscountCodeApplication { code }
    ... on ManualDiscountApplication { title }
    ... on AutomaticDiscountApplication { title }
    ... on ScriptDiscountApplication { title }
  }
` as const;

const FULFILLMENT = `#graphql
  fragment FulfillmentFields on Fulfillment {
    id status displayStatus createdAt inTransitAt deliveredAt
    location { id }
    trackingInfo(first: 1) { company number }
  }
` as const;

const FULFILLMENT_LINE = `#graphql
  fragment FulfillmentLineFields on FulfillmentLineItem { id quantity lineItem { id } }
` as const;

/** How many fulfillments the order query reads; an order with this many is read again by the list. */
export const ORDER_FULFILLMENTS_FIRST = 5;

export const ORDER_QUERY = `#graphql
  query Order($id: ID!) {
    order(id: $id) {
      id name email phone createdAt updatedAt cancelledAt cancelReason closedAt currencyCode
      presentmentCurrencyCode taxesIncluded displayFinancialStatus displayFulfillmentStatus tags note
      sourceName sourceIdentifier paymentGatewayNames discountCodes
      customAttributes { key value }
      subtotalPriceSet { ...MoneyBag }
      totalDiscountsSet { ...MoneyBag }
      totalShippingPriceSet { ...MoneyBag }
      totalTaxSet { ...MoneyBag }
      totalPriceSet { ...MoneyBag }
      customer { ...CustomerFields }
      shippingAddress { ...MailingAddressFields }
      billingAddress { ...MailingAddressFields }
      lineItems(first: 20) { nodes { ...LineItemFields } pageInfo { ...PageInfoFields } }
      shippingLines(first: 5) {
        nodes { title code originalPriceSet { ...MoneyBag } }
        pageInfo { ...PageInfoFields }
      }
      discountApplications(first: 10) {
        nodes { ...DiscountApplicationFields }
        pageInfo { ...PageInfoFields }
      }
      fulfillments(first: 5) {
        ...FulfillmentFields
        fulfillmentLineItems(first: 25) { nodes { ...FulfillmentLineFields } pageInfo { ...PageInfoFields } }
      }
    }
  }
  ${MONEY_BAG}
  ${CUSTOMER}
  ${MAILING_ADDRESS}
  ${LINE_ITEM}
  ${DISCOUNT_APPLICATION}
  ${FULFILLMENT}
  ${FULFILLMENT_LINE}
  ${PAGE_INFO}
` as const;

export const ORDER_LINES_QUERY = `#graphql
  query OrderLines($id: ID!, $after: String!) {
    order(id: $id) {
      id
      lineItems(first: 30, after: $after) { nodes { ...LineItemFields } pageInfo { ...PageInfoFields } }
    }
  }
  ${LINE_ITEM}
  ${MONEY_BAG}
  ${PAGE_INFO}
` as const;

export const ORDER_SHIPPING_LINES_QUERY = `#graphql
  query OrderShippingLines($id: ID!, $after: String!) {
    order(id: $id) {
      id
      shippingLines(first: 50, after: $after) {
        nodes { title code originalPriceSet { ...MoneyBag } }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${MONEY_BAG}
  ${PAGE_INFO}
` as const;

export const ORDER_DISCOUNTS_QUERY = `#graphql
  query OrderDiscounts($id: ID!, $after: String!) {
    order(id: $id) {
      id
      discountApplications(first: 100, after: $after) {
        nodes { ...DiscountApplicationFields }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${DISCOUNT_APPLICATION}
  ${PAGE_INFO}
` as const;

/** Every fulfillment of an order, when the order query's first ones may not be all of them. */
export const ORDER_FULFILLMENTS_QUERY = `#graphql
  query OrderFulfillments($id: ID!) {
    order(id: $id) { id fulfillments(first: 250) { ...FulfillmentFields } }
  }
  ${FULFILLMENT}
` as const;

export const FULFILLMENT_LINES_QUERY = `#graphql
  query FulfillmentLines($id: ID!, $after: String) {
    fulfillment(id: $id) {
      id
      fulfillmentLineItems(first: 250, after: $after) {
        nodes { ...FulfillmentLineFields }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${FULFILLMENT_LINE}
  ${PAGE_INFO}
` as const;

const REFUND = `#graphql
  fragment RefundFields on Refund {
    id note createdAt
    return { id }
    totalRefundedSet { ...MoneyBag }
  }
` as const;

const REFUND_LINE = `#graphql
  fragment RefundLineFields on RefundLineItem {
    id quantity restockType
    location { id }
    lineItem { id }
    subtotalSet { ...MoneyBag }
    totalTaxSet { ...MoneyBag }
  }
` as const;

/** How many transactions and refunds the money query reads; an order with that many is read again. */
export const ORDER_TRANSACTIONS_FIRST = 50;
export const ORDER_REFUNDS_FIRST = 5;

export const ORDER_MONEY_QUERY = `#graphql
  query OrderMoney($id: ID!) {
    order(id: $id) {
      id
      transactions(first: 50) { ...OrderTransactionFields }
      refunds(first: 5) {
        ...RefundFields
        refundLineItems(first: 10) { nodes { ...RefundLineFields } pageInfo { ...PageInfoFields } }
        transactions(first: 5) { nodes { ...OrderTransactionFields } pageInfo { ...PageInfoFields } }
      }
    }
  }
  ${ORDER_TRANSACTION}
  ${REFUND}
  ${REFUND_LINE}
  ${MONEY_BAG}
  ${PAGE_INFO}
` as const;

/** Every transaction and every refund's id, when the money query's first ones may not be all of them. */
export const ORDER_ALL_MONEY_QUERY = `#graphql
  query OrderAllMoney($id: ID!) {
    order(id: $id) {
      id
      transactions(first: 250) { ...OrderTransactionFields }
      refunds(first: 250) { id }
    }
  }
  ${ORDER_TRANSACTION}
  ${MONEY_BAG}
` as const;

/** One refund with all its lines and transactions (paged). */
export const REFUND_QUERY = `#graphql
  query RefundDetail($id: ID!, $linesAfter: String, $transactionsAfter: String) {
    refund(id: $id) {
      ...RefundFields
      refundLineItems(first: 50, after: $linesAfter) { nodes { ...RefundLineFields } pageInfo { ...PageInfoFields } }
      transactions(first: 50, after: $transactionsAfter) {
        nodes { ...OrderTransactionFields }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${REFUND}
  ${REFUND_LINE}
  ${ORDER_TRANSACTION}
  ${MONEY_BAG}
  ${PAGE_INFO}
` as const;

// A search answers only what picks the order; the whole order is then read by id (a page of full orders
// would cost more than Shopify's 1,000-point limit for one query).
export const ORDERS_QUERY = `#graphql
  query Orders($query: String!, $first: Int!) {
    orders(first: $first, query: $query, sortKey: CREATED_AT, reverse: true) {
      nodes {
        id name email phone sourceIdentifier
        customer { defaultEmailAddress { emailAddress } defaultPhoneNumber { phoneNumber } }
        shippingAddress { phone }
      }
    }
  }
` as const;

export const CUSTOMER_QUERY = `#graphql
  query Customer($id: ID!) { customer(id: $id) { ...CustomerFields } }
  ${CUSTOMER}
  ${MAILING_ADDRESS}
` as const;

// What the order still owes, read before and after marking it paid.
export const ORDER_OUTSTANDING_QUERY = `#graphql
  query OrderOutstanding($id: ID!) {
    order(id: $id) { id totalOutstandingSet { shopMoney { amount currencyCode } } }
  }
` as const;

const FULFILLMENT_ORDER = `#graphql
  fragment FulfillmentOrderFields on FulfillmentOrder {
    id status orderId createdAt updatedAt
    assignedLocation { location { id } }
    fulfillmentHolds { id reason reasonNotes handle }
  }
` as const;

export const FULFILLMENT_ORDERS_QUERY = `#graphql
  query FulfillmentOrders($id: ID!) {
    order(id: $id) { id fulfillmentOrders(first: 50) { nodes { ...FulfillmentOrderFields } } }
  }
  ${FULFILLMENT_ORDER}
` as const;

export const FULFILLMENT_ORDER_QUERY = `#graphql
  query FulfillmentOrder($id: ID!) { fulfillmentOrder(id: $id) { ...FulfillmentOrderFields } }
  ${FULFILLMENT_ORDER}
` as const;
