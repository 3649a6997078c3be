import { PAGE_INFO } from './fragments';

// Store credit, gift cards, refunds and the price-difference invoices.

const CREDIT_ACCOUNT = `#graphql
  fragment StoreCreditAccountFields on StoreCreditAccount {
    id
    balance { amount currencyCode }
    owner { __typename ... on Customer { id } ... on CompanyLocation { id } }
    # Newest first: a credit just made is on the first page however long the history.
    transactions(first: 25, reverse: true) {
      nodes {
        __typename amount { amount currencyCode } createdAt
        ... on StoreCreditAccountCreditTransaction { id expiresAt }
        ... on StoreCreditAccountDebitTransaction { id }
        ... on StoreCreditAccountDebitRevertTransaction { id }
      }
    }
  }
` as const;

export const CREDIT_ACCOUNTS_QUERY = `#graphql
  query CreditAccounts($id: ID!, $after: String) {
    customer(id: $id) {
      id
      storeCreditAccounts(first: 10, after: $after) {
        nodes { ...StoreCreditAccountFields }
        pageInfo { ...PageInfoFields }
      }
    }
  }
  ${CREDIT_ACCOUNT}
  ${PAGE_INFO}
` as const;

const GIFT_CARD = `#graphql
  fragment GiftCardFields on GiftCard {
    id lastCharacters note expiresOn createdAt
    initialValue { amount currencyCode }
    balance { amount currencyCode }
    customer { id }
    order { id }
  }
` as const;

export const GIFT_CARD_QUERY = `#graphql
  query GiftCard($id: ID!) { giftCard(id: $id) { ...GiftCardFields } }
  ${GIFT_CARD}
` as const;

export const GIFT_CARDS_QUERY = `#graphql
  query GiftCards($query: String!) { giftCards(first: 5, query: $query) { nodes { ...GiftCardFields } } }
  ${GIFT_CARD}
` as const;

// Shopify requires @idempotent on refundCreate since 2026-04: a repeat with the key answers the first refund.
export const REFUND_CREATE = `#graphql
  mutation RefundCreate($input: RefundInput!, $key: String!) {
    refundCreate(input: $input) @idempotent(key: $key) { refund { id } userErrors { field message } }
  }
` as const;

export const STORE_CREDIT_CREDIT = `#graphql
  mutation StoreCreditCredit($id: ID!, $input: StoreCreditAccountCreditInput!) {
    storeCreditAccountCredit(id: $id, creditInput: $input) {
      storeCreditAccountTransaction { id account { id } }
      userErrors { field message }
    }
  }
` as const;

export const GIFT_CARD_CREATE = `#graphql
  mutation GiftCardCreate($input: GiftCardCreateInput!) {
    giftCardCreate(input: $input) { giftCard { id } giftCardCode userErrors { field message } }
  }
` as const;

// A price difference the customer pays at Shopify's checkout: one custom line, our payment id as a
// custom attribute (the completed order carries it, so orders/paid names our payment).
export const DRAFT_ORDER_CREATE = `#graphql
  mutation DraftOrderCreate($input: DraftOrderInput!) {
    draftOrderCreate(input: $input) { draftOrder { id invoiceUrl } userErrors { field message } }
  }
` as const;

// Searched by our payment's tag: one draft answers, however many the shop has.
export const DRAFT_ORDERS_QUERY = `#graphql
  query DraftOrders($query: String!) {
    draftOrders(first: 5, query: $query) { nodes { id invoiceUrl customAttributes { key value } } }
  }
` as const;

export const ORDER_MARK_AS_PAID = `#graphql
  mutation OrderMarkAsPaid($input: OrderMarkAsPaidInput!) {
    orderMarkAsPaid(input: $input) { order { id } userErrors { field message } }
  }
` as const;

// Cancelling unfulfilled units (docs/shopify.md "Cancelling unfulfilled items"): Shopify computes the
// refund of the CANCEL lines and the transactions it would go back through; refundCreate then sends them.
export const SUGGESTED_CANCEL_REFUND = `#graphql
  query SuggestedCancelRefund($id: ID!, $lines: [RefundLineItemInput!]!) {
    order(id: $id) {
      suggestedRefund(refundLineItems: $lines) {
        amountSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }
        suggestedTransactions {
          parentTransaction { id }
          gateway
          kind
          amountSet { presentmentMoney { amount currencyCode } }
        }
      }
    }
  }
` as const;

// The whole order: orderCancel refunds everything paid to the original payments and restocks it (a job).
export const ORDER_CANCEL_WITH_REFUND = `#graphql
  mutation OrderCancelWithRefund($id: ID!, $staffNote: String) {
    orderCancel(
      orderId: $id
      reason: CUSTOMER
      restock: true
      refundMethod: { originalPaymentMethodsRefund: true }
      notifyCustomer: false
      staffNote: $staffNote
    ) {
      job { id done }
      orderCancelUserErrors { field message code }
    }
  }
` as const;
