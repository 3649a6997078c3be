// The exchange's new order (or the original order edited), its fulfillment holds, and cancellation.

export const ORDER_CREATE = `#graphql
  mutation OrderCreate($order: OrderCreateOrderInput!, $inventory: OrderCreateInputsInventoryBehavior!) {
    orderCreate(order: $order, options: { sendReceipt: false, inventoryBehaviour: $inventory }) {
      order { id }
      userErrors { field message }
    }
  }
` as const;

export const ORDER_EDIT_BEGIN = `#graphql
  mutation OrderEditBegin($id: ID!) {
    orderEditBegin(id: $id) { calculatedOrder { id } userErrors { field message } }
  }
` as const;

export const ORDER_EDIT_ADD_VARIANT = `#graphql
  mutation OrderEditAddVariant($id: ID!, $variantId: ID!, $quantity: Int!) {
    orderEditAddVariant(id: $id, variantId: $variantId, quantity: $quantity, allowDuplicates: true) {
      calculatedLineItem { id }
      userErrors { field message }
    }
  }
` as const;

export const ORDER_EDIT_ADD_DISCOUNT = `#graphql
  mutation OrderEditAddDiscount($id: ID!, $lineItemId: ID!, $discount: OrderEditAppliedDiscountInput!) {
    orderEditAddLineItemDiscount(id: $id, lineItemId: $lineItemId, discount: $discount) {
      calculatedOrder { id }
      userErrors { field message }
    }
  }
` as const;

export const ORDER_EDIT_COMMIT = `#graphql
  mutation OrderEditCommit($id: ID!, $note: String) {
    orderEditCommit(id: $id, notifyCustomer: false, staffNote: $note) {
      order { id }
      userErrors { field message }
    }
  }
` as const;

export const FULFILLMENT_ORDER_HOLD = `#graphql
  mutation Hold($id: ID!, $hold: FulfillmentOrderHoldInput!) {
    fulfillmentOrderHold(id: $id, fulfillmentHold: $hold) { fulfillmentOrder { id } userErrors { field message } }
  }
` as const;

export const FULFILLMENT_ORDER_RELEASE = `#graphql
  mutation Release($id: ID!) {
    fulfillmentOrderReleaseHold(id: $id) { fulfillmentOrder { id } userErrors { field message } }
  }
` as const;

export const ORDER_CANCEL = `#graphql
  mutation OrderCancel($id: ID!, $reason: OrderCancelReason!, $restock: Boolean!) {
    orderCancel(
      orderId: $id
      reason: $reason
      restock: $restock
      refundMethod: { originalPaymentMethodsRefund: false }
      notifyCustomer: false
    ) {
      job { id }
      orderCancelUserErrors { field message }
    }
  }
` as const;
