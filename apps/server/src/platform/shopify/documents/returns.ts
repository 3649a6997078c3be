import { MONEY_BAG, PAGE_INFO } from './fragments';

const RETURN_LINE = `#graphql
  fragment ReturnLineFields on ReturnLineItemType {
    id quantity processedQuantity unprocessedQuantity returnReasonNote customerNote
    ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } }
  }
` as const;

const RFO_LINE = `#graphql
  fragment ReverseFulfillmentOrderLineFields on ReverseFulfillmentOrderLineItem {
    id totalQuantity
    fulfillmentLineItem { id lineItem { id } }
    dispositions { type quantity location { id } createdAt }
  }
` as const;

export const RETURN_QUERY = `#graphql
  query Return($id: ID!) {
    return(id: $id) {
      id name status createdAt closedAt
      order { id }
      decline { reason note }
      returnLineItems(first: 50) { nodes { ...ReturnLineFields } pageInfo { ...PageInfoFields } }
      exchangeLineItems(first: 20) { nodes { id quantity processedQuantity variantId } }
      reverseFulfillmentOrders(first: 5) {
        nodes {
          id
          lineItems(first: 50) { nodes { ...ReverseFulfillmentOrderLineFields } pageInfo { ...PageInfoFields } }
        }
      }
      refunds(first: 10) { nodes { id totalRefundedSet { ...MoneyBag } } }
    }
  }
  ${RETURN_LINE}
  ${RFO_LINE}
  ${MONEY_BAG}
  ${PAGE_INFO}
` as const;

/** The rest of a long return's lines (more than the return query's first page). */
export const RETURN_LINES_QUERY = `#graphql
  query ReturnLines($id: ID!, $after: String!) {
    return(id: $id) {
      id
      returnLineItems(first: 250, after: $after) { nodes { ...ReturnLineFields } pageInfo { ...PageInfoFields } }
    }
  }
  ${RETURN_LINE}
  ${PAGE_INFO}
` as const;

export const RFO_LINES_QUERY = `#graphql
  query ReverseFulfillmentOrderLines($id: ID!, $after: String!) {
    reverseFulfillmentOrder(id: $id) {
      id
      lineItems(first: 100, after: $after) {
        nodes { ...ReverseFulfillmentOrderLineFields }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${RFO_LINE}
  ${PAGE_INFO}
` as const;

// The returns of an order, with only what tells them apart (which items, how many).
export const ORDER_RETURNS_QUERY = `#graphql
  query OrderReturns($id: ID!, $after: String) {
    order(id: $id) {
      id
      returns(first: 10, after: $after) {
        nodes {
          id status
          returnLineItems(first: 25) {
            nodes { id quantity ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } } }
          }
        }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${PAGE_INFO}
` as const;

export const SUGGESTED_OUTCOME_QUERY = `#graphql
  query SuggestedOutcome($id: ID!, $lines: [SuggestedOutcomeReturnLineItemInput!]!) {
    return(id: $id) {
      id
      suggestedFinancialOutcome(returnLineItems: $lines, exchangeLineItems: []) {
        discountedSubtotal { ...MoneyBag }
        totalTax { ...MoneyBag }
        maximumRefundable { ...MoneyBag }
        financialTransfer {
          __typename
          ... on RefundReturnOutcome { amount { ...MoneyBag } }
          ... on InvoiceReturnOutcome { amount { ...MoneyBag } }
        }
      }
    }
  }
  ${MONEY_BAG}
` as const;

// The return's shipments back, with the lines a new one covers.
export const REVERSE_DELIVERIES_QUERY = `#graphql
  query ReverseDeliveries($id: ID!) {
    return(id: $id) {
      id status
      reverseFulfillmentOrders(first: 5) {
        nodes {
          id
          lineItems(first: 50) { nodes { id totalQuantity } }
          reverseDeliveries(first: 10) {
            nodes {
              id
              deliverable {
                __typename
                ... on ReverseDeliveryShippingDeliverable {
                  tracking { number url carrierName }
                  label { publicFileUrl }
                }
              }
            }
          }
        }
      }
    }
  }
` as const;

// ---- writes: each answers only ids and userErrors; the adapter reads the object back afterwards ----

export const RETURN_CREATE = `#graphql
  mutation ReturnCreate($input: ReturnInput!) {
    returnCreate(returnInput: $input) { return { id } userErrors { field message } }
  }
` as const;

export const RETURN_REQUEST = `#graphql
  mutation ReturnRequest($input: ReturnRequestInput!) {
    returnRequest(input: $input) { return { id } userErrors { field message } }
  }
` as const;

export const RETURN_APPROVE = `#graphql
  mutation ReturnApprove($input: ReturnApproveRequestInput!) {
    returnApproveRequest(input: $input) { return { id } userErrors { field message } }
  }
` as const;

export const RETURN_DECLINE = `#graphql
  mutation ReturnDecline($input: ReturnDeclineRequestInput!) {
    returnDeclineRequest(input: $input) { return { id } userErrors { field message } }
  }
` as const;

export const RETURN_PROCESS = `#graphql
  mutation ReturnProcess($input: ReturnProcessInput!) {
    returnProcess(input: $input) { return { id } userErrors { field message } }
  }
` as const;

export const RETURN_CLOSE = `#graphql
  mutation ReturnClose($id: ID!) {
    returnClose(id: $id) { return { id } userErrors { field message } }
  }
` as const;

export const RETURN_CANCEL = `#graphql
  mutation ReturnCancel($id: ID!) {
    returnCancel(id: $id) { return { id } userErrors { field message } }
  }
` as const;

export const REVERSE_DELIVERY_CREATE = `#graphql
  mutation ReverseDeliveryCreate(
    $rfo: ID!
    $lines: [ReverseDeliveryLineItemInput!]!
    $tracking: ReverseDeliveryTrackingInput
    $label: ReverseDeliveryLabelInput
  ) {
    reverseDeliveryCreateWithShipping(
      reverseFulfillmentOrderId: $rfo
      reverseDeliveryLineItems: $lines
      trackingInput: $tracking
      labelInput: $label
      notifyCustomer: false
    ) {
      reverseDelivery { id }
      userErrors { field message }
    }
  }
` as const;
