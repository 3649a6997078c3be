// Every Admin GraphQL document the adapter sends (API version in access.ts). A unit test validates each
// against the fake's SDL, which is written from Shopify's reference, so a misspelt field fails there.

const MONEY_BAG = 'shopMoney { amount currencyCode } presentmentMoney { amount currencyCode }';
const ADDRESS =
  'firstName lastName address1 address2 city province provinceCode country countryCodeV2 zip phone';
const TRANSACTION = `id kind status gateway authorizationCode receiptJson createdAt parentTransaction { id }
  amountSet { ${MONEY_BAG} } maximumRefundableV2 { amount currencyCode }`;

const CUSTOMER = `id firstName lastName email phone tags createdAt
  defaultAddress { ${ADDRESS} } addresses(first: 3) { ${ADDRESS} }`;

// An order is read in two queries, each under Shopify's 1,000-point limit for one query: what was
// bought and shipped, then the money that moved. Page sizes fit the orders a returns app meets.
const ORDER = `
  id name email phone createdAt updatedAt cancelledAt cancelReason closedAt currencyCode presentmentCurrencyCode
  taxesIncluded displayFinancialStatus displayFulfillmentStatus tags note sourceName sourceIdentifier
  paymentGatewayNames discountCodes customAttributes { key value }
  subtotalPriceSet { ${MONEY_BAG} } totalDiscountsSet { ${MONEY_BAG} } totalShippingPriceSet { ${MONEY_BAG} }
  totalTaxSet { ${MONEY_BAG} } totalPriceSet { ${MONEY_BAG} }
  customer { ${CUSTOMER} }
  shippingAddress { ${ADDRESS} } billingAddress { ${ADDRESS} }
  lineItems(first: 20) { nodes {
    id title variantTitle sku vendor quantity currentQuantity unfulfilledQuantity taxable requiresShipping
    variant { id } product { id }
    originalUnitPriceSet { ${MONEY_BAG} } totalDiscountSet { ${MONEY_BAG} }
    discountAllocations { allocatedAmountSet { ${MONEY_BAG} } discountApplication { index } }
    taxLines(first: 3) { title rate priceSet { ${MONEY_BAG} } }
  } }
  shippingLines(first: 3) { nodes { title code originalPriceSet { ${MONEY_BAG} } } }
  discountApplications(first: 5) { nodes {
    __typename index allocationMethod targetSelection targetType
    value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
    ... on DiscountCodeApplication { code }
    ... on ManualDiscountApplication { title }
    ... on AutomaticDiscountApplication { title }
  } }
  fulfillments(first: 5) {
    id status displayStatus createdAt inTransitAt deliveredAt location { id }
    trackingInfo(first: 1) { company number }
    fulfillmentLineItems(first: 20) { nodes { id quantity lineItem { id } } }
  }`;

const ORDER_MONEY = `
  transactions(first: 10) { ${TRANSACTION} }
  refunds(first: 5) {
    id note createdAt return { id } totalRefundedSet { ${MONEY_BAG} }
    refundLineItems(first: 10) { nodes {
      id quantity restockType location { id } lineItem { id } subtotalSet { ${MONEY_BAG} } totalTaxSet { ${MONEY_BAG} }
    } }
    transactions(first: 5) { nodes { ${TRANSACTION} } }
  }`;

export const SHOP_QUERY = 'query Shop { shop { currencyCode } }';

export const ORDER_QUERY = `query Order($id: ID!) { order(id: $id) { ${ORDER} } }`;

export const ORDER_MONEY_QUERY = `query OrderMoney($id: ID!) { order(id: $id) { id ${ORDER_MONEY} } }`;

// A search answers only what picks the order; the whole order is then read by id (a page of full orders
// would cost more than Shopify's 1,000-point limit for one query).
export const ORDERS_QUERY = `query Orders($query: String!, $first: Int!) {
  orders(first: $first, query: $query, sortKey: CREATED_AT, reverse: true) { nodes {
    id name email phone sourceIdentifier customer { email phone } shippingAddress { phone }
  } }
}`;

export const CUSTOMER_QUERY = `query Customer($id: ID!) { customer(id: $id) { ${CUSTOMER} } }`;

const VARIANT = `id title sku price compareAtPrice taxable position inventoryQuantity
  selectedOptions { name value } product { id }
  inventoryItem { inventoryLevels(first: 3) { nodes { location { id } quantities(names: ["available"]) { name quantity } } } }`;

const PRODUCT = `id title handle productType vendor status tags createdAt
  options(first: 3) { name position values }
  featuredMedia { image { url } }
  collections(first: 5) { nodes { id } }
  variants(first: 10) { nodes { ${VARIANT} } }`;

// Five products a page keeps a page under the 1,000-point limit; listProducts reads pages until its limit.
export const PRODUCTS_QUERY = `query Products($query: String) {
  products(first: 5, query: $query, sortKey: ID) { nodes { ${PRODUCT} } pageInfo { hasNextPage } }
}`;

export const NODES_QUERY = `query Nodes($ids: [ID!]!) {
  nodes(ids: $ids) { __typename ... on ProductVariant { ${VARIANT} } }
}`;

export const COLLECTIONS_QUERY =
  'query Collections { collections(first: 250) { nodes { id title handle } } }';

export const PRODUCT_TAGS_QUERY = 'query ProductTags { productTags(first: 250) { nodes } }';

export const LOCATIONS_QUERY = `query Locations { locations(first: 100) { nodes {
  id name isActive address { address1 address2 city province provinceCode country countryCode zip phone }
} } }`;

const RETURN = `
  id name status createdAt closedAt order { id } decline { reason note }
  returnLineItems(first: 20) { nodes {
    id quantity processedQuantity unprocessedQuantity returnReasonNote customerNote
    ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } }
  } }
  exchangeLineItems(first: 20) { nodes { id quantity processedQuantity variantId } }
  reverseFulfillmentOrders(first: 2) { nodes { id lineItems(first: 20) { nodes {
    id totalQuantity fulfillmentLineItem { id lineItem { id } }
    dispositions { type quantity location { id } createdAt }
  } } } }
  refunds(first: 5) { nodes { id totalRefundedSet { ${MONEY_BAG} } } }`;

export const RETURN_QUERY = `query Return($id: ID!) { return(id: $id) { ${RETURN} } }`;

// The returns of an order, with only what tells them apart (which items, how many).
export const ORDER_RETURNS_QUERY = `query OrderReturns($id: ID!) { order(id: $id) { returns(first: 10) { nodes {
  id status returnLineItems(first: 20) { nodes { id quantity ... on ReturnLineItem { fulfillmentLineItem { id lineItem { id } } } } }
} } } }`;

export const SUGGESTED_OUTCOME_QUERY = `query SuggestedOutcome($id: ID!, $lines: [SuggestedOutcomeReturnLineItemInput!]!) {
  return(id: $id) {
    suggestedFinancialOutcome(returnLineItems: $lines, exchangeLineItems: []) {
      discountedSubtotal { ${MONEY_BAG} } totalTax { ${MONEY_BAG} } maximumRefundable { ${MONEY_BAG} }
      financialTransfer { __typename ... on RefundReturnOutcome { amount { ${MONEY_BAG} } } ... on InvoiceReturnOutcome { amount { ${MONEY_BAG} } } }
    }
  }
}`;

const FULFILLMENT_ORDER = `id status orderId createdAt updatedAt assignedLocation { location { id } }
  fulfillmentHolds { id reason reasonNotes handle }`;

export const FULFILLMENT_ORDERS_QUERY = `query FulfillmentOrders($id: ID!) {
  order(id: $id) { fulfillmentOrders(first: 20) { nodes { ${FULFILLMENT_ORDER} } } }
}`;

export const FULFILLMENT_ORDER_QUERY = `query FulfillmentOrder($id: ID!) { fulfillmentOrder(id: $id) { ${FULFILLMENT_ORDER} } }`;

const CREDIT_ACCOUNT = `id balance { amount currencyCode } owner { id }
  transactions(first: 20) { nodes { id amount { amount currencyCode } createdAt expiresAt } }`;

export const CREDIT_ACCOUNTS_QUERY = `query CreditAccounts($id: ID!) {
  customer(id: $id) { storeCreditAccounts(first: 5) { nodes { ${CREDIT_ACCOUNT} } } }
}`;

const GIFT_CARD = `id lastCharacters initialValue { amount currencyCode } balance { amount currencyCode }
  customer { id } order { id } note expiresOn createdAt`;

export const GIFT_CARD_QUERY = `query GiftCard($id: ID!) { giftCard(id: $id) { ${GIFT_CARD} } }`;

export const GIFT_CARDS_QUERY = `query GiftCards($query: String!) { giftCards(first: 5, query: $query) { nodes { ${GIFT_CARD} } } }`;

const REVERSE_DELIVERY = `id deliverable { __typename ... on ReverseDeliveryShippingDeliverable {
  tracking { number url carrierName } label { publicFileUrl }
} }`;

// The return's shipments back, with the lines a new one covers.
export const REVERSE_DELIVERIES_QUERY = `query ReverseDeliveries($id: ID!) { return(id: $id) { id status
  reverseFulfillmentOrders(first: 2) { nodes { id
    lineItems(first: 20) { nodes { id totalQuantity } }
    reverseDeliveries(first: 10) { nodes { ${REVERSE_DELIVERY} } }
  } }
} }`;

// ---- writes: each answers only ids and userErrors; the adapter reads the object back afterwards ----

const USER_ERRORS = 'userErrors { field message }';

export const RETURN_CREATE = `mutation ReturnCreate($input: ReturnInput!) {
  returnCreate(returnInput: $input) { return { id } ${USER_ERRORS} }
}`;

export const RETURN_REQUEST = `mutation ReturnRequest($input: ReturnRequestInput!) {
  returnRequest(input: $input) { return { id } ${USER_ERRORS} }
}`;

export const RETURN_APPROVE = `mutation ReturnApprove($input: ReturnApproveRequestInput!) {
  returnApproveRequest(input: $input) { return { id } ${USER_ERRORS} }
}`;

export const RETURN_DECLINE = `mutation ReturnDecline($input: ReturnDeclineRequestInput!) {
  returnDeclineRequest(input: $input) { return { id } ${USER_ERRORS} }
}`;

export const RETURN_PROCESS = `mutation ReturnProcess($input: ReturnProcessInput!) {
  returnProcess(input: $input) { return { id } ${USER_ERRORS} }
}`;

export const RETURN_CLOSE = `mutation ReturnClose($id: ID!) { returnClose(id: $id) { return { id } ${USER_ERRORS} } }`;

export const RETURN_CANCEL = `mutation ReturnCancel($id: ID!) {
  returnCancel(id: $id, notifyCustomer: false) { return { id } ${USER_ERRORS} }
}`;

// Shopify requires @idempotent on refundCreate since 2026-04: a repeat with the key answers the first refund.
export const REFUND_CREATE = `mutation RefundCreate($input: RefundInput!, $key: String!) {
  refundCreate(input: $input) @idempotent(key: $key) { refund { id } ${USER_ERRORS} }
}`;

export const REVERSE_DELIVERY_CREATE = `mutation ReverseDeliveryCreate($rfo: ID!,
  $lines: [ReverseDeliveryLineItemInput!]!, $tracking: ReverseDeliveryTrackingInput, $label: ReverseDeliveryLabelInput) {
  reverseDeliveryCreateWithShipping(reverseFulfillmentOrderId: $rfo, reverseDeliveryLineItems: $lines,
    trackingInput: $tracking, labelInput: $label, notifyCustomer: false) {
    reverseDelivery { id } ${USER_ERRORS}
  }
}`;

export const STORE_CREDIT_CREDIT = `mutation StoreCreditCredit($id: ID!, $input: StoreCreditAccountCreditInput!) {
  storeCreditAccountCredit(id: $id, creditInput: $input) { storeCreditAccountTransaction { id account { id } } ${USER_ERRORS} }
}`;

export const GIFT_CARD_CREATE = `mutation GiftCardCreate($input: GiftCardCreateInput!) {
  giftCardCreate(input: $input) { giftCard { id } giftCardCode ${USER_ERRORS} }
}`;

// A price difference the customer pays at Shopify's checkout: one custom line, our payment id as a
// custom attribute (the completed order carries it, so orders/paid names our payment).
export const DRAFT_ORDER_CREATE = `mutation DraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) { draftOrder { id invoiceUrl } ${USER_ERRORS} }
}`;

// Searched by our payment's tag: one draft answers, however many the shop has.
export const DRAFT_ORDERS_QUERY = `query DraftOrders($query: String!) { draftOrders(first: 5, query: $query) {
  nodes { id invoiceUrl customAttributes { key value } }
} }`;

export const ORDER_CREATE = `mutation OrderCreate($order: OrderCreateOrderInput!) {
  orderCreate(order: $order, options: { sendReceipt: false, inventoryBehaviour: DECREMENT_OBEYING_POLICY }) {
    order { id } ${USER_ERRORS}
  }
}`;

export const ORDER_EDIT_BEGIN = `mutation OrderEditBegin($id: ID!) {
  orderEditBegin(id: $id) { calculatedOrder { id } ${USER_ERRORS} }
}`;

export const ORDER_EDIT_ADD_VARIANT = `mutation OrderEditAddVariant($id: ID!, $variantId: ID!, $quantity: Int!) {
  orderEditAddVariant(id: $id, variantId: $variantId, quantity: $quantity, allowDuplicates: true) {
    calculatedLineItem { id } ${USER_ERRORS}
  }
}`;

export const ORDER_EDIT_ADD_DISCOUNT = `mutation OrderEditAddDiscount($id: ID!, $lineItemId: ID!, $discount: OrderEditAppliedDiscountInput!) {
  orderEditAddLineItemDiscount(id: $id, lineItemId: $lineItemId, discount: $discount) {
    calculatedOrder { id } ${USER_ERRORS}
  }
}`;

export const ORDER_EDIT_COMMIT = `mutation OrderEditCommit($id: ID!, $note: String) {
  orderEditCommit(id: $id, notifyCustomer: false, staffNote: $note) { order { id } ${USER_ERRORS} }
}`;

export const FULFILLMENT_ORDER_HOLD = `mutation Hold($id: ID!, $hold: FulfillmentOrderHoldInput!) {
  fulfillmentOrderHold(id: $id, fulfillmentHold: $hold) { fulfillmentOrder { id } ${USER_ERRORS} }
}`;

export const FULFILLMENT_ORDER_RELEASE = `mutation Release($id: ID!) {
  fulfillmentOrderReleaseHold(id: $id) { fulfillmentOrder { id } ${USER_ERRORS} }
}`;

export const ORDER_CANCEL = `mutation OrderCancel($id: ID!, $reason: OrderCancelReason!, $restock: Boolean!) {
  orderCancel(orderId: $id, reason: $reason, restock: $restock, refund: false, notifyCustomer: false) {
    job { id } orderCancelUserErrors { field message }
  }
}`;

// What the order still owes, read before and after marking it paid.
export const ORDER_OUTSTANDING_QUERY = `query OrderOutstanding($id: ID!) { order(id: $id) {
  id totalOutstandingSet { shopMoney { amount currencyCode } }
} }`;

export const ORDER_MARK_AS_PAID = `mutation OrderMarkAsPaid($input: OrderMarkAsPaidInput!) {
  orderMarkAsPaid(input: $input) { order { id } ${USER_ERRORS} }
}`;
