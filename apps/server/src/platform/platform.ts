import type { RefundSuggestionCheck } from '@roundtrip/core';

// The commerce platform as Roundtrip sees it. Shapes follow Shopify's Admin API objects (REST field
// names, `admin_graphql_api_id` for the GraphQL id), so the `shopify` adapter maps onto them directly.
// Every method takes our stores.id first; every write takes an idempotency key.

export type Money = { amount: string; currency_code: string };
/** Shopify's price_set / *_set: the amount in the shop's currency and in the one the customer saw. */
export type MoneySet = { shop_money: Money; presentment_money: Money };

export type Address = {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  province_code: string;
  country: string;
  country_code: string;
  zip: string;
  phone: string | null;
};

type TaxLine = { title: string; rate: number; price: string; price_set: MoneySet };
type DiscountAllocation = { amount: string; amount_set: MoneySet; discount_application_index: number };
type DiscountApplication = {
  type: 'discount_code' | 'manual' | 'automatic';
  title: string;
  code: string | null;
  value: string;
  value_type: 'percentage' | 'fixed_amount';
  allocation_method: 'across' | 'each';
  target_selection: 'all' | 'entitled' | 'explicit';
  target_type: 'line_item' | 'shipping_line';
};

export type LineItem = {
  id: string;
  admin_graphql_api_id: string;
  product_id: string | null;
  variant_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  vendor: string | null;
  quantity: number;
  /** Quantity not yet fulfilled (and not removed by a refund with restock_type cancel). */
  fulfillable_quantity: number;
  fulfillment_status: 'fulfilled' | 'partial' | null;
  price: string;
  price_set: MoneySet;
  /** Every discount allocated to the line (line-level and its share of order-level ones). */
  total_discount: string;
  total_discount_set: MoneySet;
  discount_allocations: DiscountAllocation[];
  taxable: boolean;
  requires_shipping: boolean;
  tax_lines: TaxLine[];
};

type Fulfillment = {
  id: string;
  admin_graphql_api_id: string;
  location_id: string;
  status: 'success' | 'cancelled';
  shipment_status: 'in_transit' | 'out_for_delivery' | 'delivered' | null;
  tracking_company: string | null;
  tracking_number: string | null;
  created_at: string;
  in_transit_at: string | null;
  delivered_at: string | null;
  line_items: { id: string; quantity: number }[];
};

export type Transaction = {
  id: string;
  admin_graphql_api_id: string;
  parent_id: string | null;
  kind: 'authorization' | 'capture' | 'sale' | 'void' | 'refund';
  status: 'pending' | 'failure' | 'success' | 'error';
  gateway: string;
  amount: string;
  currency: string;
  amount_set: MoneySet;
  authorization: string | null;
  receipt: Record<string, unknown>;
  created_at: string;
};

type RefundLineItem = {
  id: string;
  line_item_id: string;
  quantity: number;
  restock_type: 'no_restock' | 'return' | 'cancel';
  location_id: string | null;
  subtotal: string;
  total_tax: string;
};

export type Refund = {
  id: string;
  admin_graphql_api_id: string;
  order_id: string;
  return_id: string | null;
  note: string | null;
  created_at: string;
  refund_line_items: RefundLineItem[];
  transactions: Transaction[];
  /** Money returned to the original payments, in the shop currency. */
  total_refunded_set: MoneySet;
  /**
   * shopify: Shopify's own figure for a refunded return (`Return.suggestedFinancialOutcome`) beside ours;
   * a difference is shown and logged, never applied on its own.
   */
  suggested_refund_check?: RefundSuggestionCheck;
};

type ShippingLine = { title: string; code: string; price: string; price_set: MoneySet };

export type Customer = {
  id: string;
  admin_graphql_api_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  tags: string[];
  default_address: Address | null;
  addresses: Address[];
  created_at: string;
};

type FinancialStatus =
  | 'pending'
  | 'authorized'
  | 'partially_paid'
  | 'paid'
  | 'partially_refunded'
  | 'refunded'
  | 'voided';

export type Order = {
  id: string;
  admin_graphql_api_id: string;
  name: string;
  order_number: number;
  email: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  closed_at: string | null;
  currency: string;
  presentment_currency: string;
  taxes_included: boolean;
  financial_status: FinancialStatus;
  fulfillment_status: 'fulfilled' | 'partial' | null;
  tags: string[];
  note: string | null;
  source_name: string;
  payment_gateway_names: string[];
  discount_codes: { code: string; amount: string; type: string }[];
  discount_applications: DiscountApplication[];
  total_line_items_price_set: MoneySet;
  total_discounts_set: MoneySet;
  subtotal_price_set: MoneySet;
  total_shipping_price_set: MoneySet;
  total_tax_set: MoneySet;
  total_price_set: MoneySet;
  /** Shop money paid through the original gateways and not yet refunded: the refund cap. */
  refundable_set: MoneySet;
  customer: Customer | null;
  shipping_address: Address | null;
  billing_address: Address | null;
  shipping_lines: ShippingLine[];
  line_items: LineItem[];
  fulfillments: Fulfillment[];
  transactions: Transaction[];
  refunds: Refund[];
  /** Set on an exchange order created by createExchangeOrder. */
  exchange_for_order_id: string | null;
};

type FulfillmentHold = { reason: string; reason_notes: string; held_at: string };
export type FulfillmentOrder = {
  id: string;
  admin_graphql_api_id: string;
  order_id: string;
  assigned_location_id: string;
  status: 'open' | 'in_progress' | 'on_hold' | 'closed' | 'cancelled';
  fulfillment_holds: FulfillmentHold[];
  created_at: string;
  updated_at: string;
};

type InventoryLevel = { location_id: string; available: number };
export type Variant = {
  id: string;
  admin_graphql_api_id: string;
  product_id: string;
  title: string;
  sku: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  price: string;
  compare_at_price: string | null;
  currency: string;
  taxable: boolean;
  /** Roundtrip's flag: a blocked variant cannot be chosen for an exchange. */
  blocked: boolean;
  inventory_quantity: number;
  inventory_levels: InventoryLevel[];
  position: number;
};
export type Product = {
  id: string;
  admin_graphql_api_id: string;
  title: string;
  handle: string;
  product_type: string;
  vendor: string;
  status: 'active' | 'draft' | 'archived';
  tags: string[];
  options: { name: string; position: number; values: string[] }[];
  collection_ids: string[];
  image_url: string;
  variants: Variant[];
  created_at: string;
};
export type Collection = { id: string; admin_graphql_api_id: string; title: string; handle: string };
export type Location = {
  id: string;
  admin_graphql_api_id: string;
  name: string;
  address: Address;
  is_default: boolean;
  active: boolean;
};

type ReturnStatus = 'REQUESTED' | 'OPEN' | 'DECLINED' | 'CLOSED' | 'CANCELED';
export type Disposition = 'RESTOCKED' | 'NOT_RESTOCKED' | 'MISSING';
type ReturnLineItem = {
  id: string;
  admin_graphql_api_id: string;
  /** The ReverseFulfillmentOrderLineItem that disposeItems works on. */
  reverse_fulfillment_order_line_item_id: string;
  line_item_id: string;
  quantity: number;
  return_reason: string;
  customer_note: string | null;
  restocked_quantity: number;
  not_restocked_quantity: number;
  missing_quantity: number;
  dispositions: { type: Disposition; quantity: number; location_id: string | null; at: string }[];
};
export type Return = {
  id: string;
  admin_graphql_api_id: string;
  order_id: string;
  name: string;
  status: ReturnStatus;
  reverse_fulfillment_order_id: string;
  decline: { reason: string; note: string | null } | null;
  return_line_items: ReturnLineItem[];
  /** shopify: the variants an exchange return gives back (`Return.exchangeLineItems`). */
  exchange_line_items?: { id: string; variant_id: string; quantity: number; processed_quantity: number }[];
  created_at: string;
  updated_at: string;
  closed_at: string | null;
};

type StoreCreditTransaction = {
  id: string;
  amount: Money;
  order_id: string | null;
  note: string | null;
  expires_at: string | null;
  created_at: string;
};
export type StoreCreditAccount = {
  id: string;
  admin_graphql_api_id: string;
  customer_id: string;
  balance: Money;
  transactions: StoreCreditTransaction[];
};
export type GiftCard = {
  id: string;
  admin_graphql_api_id: string;
  /** The full code is only given once, when the card is issued (as Shopify does). */
  code: string;
  last_characters: string;
  initial_value: Money;
  balance: Money;
  customer_id: string | null;
  order_id: string | null;
  note: string | null;
  expires_on: string | null;
  created_at: string;
};

// ---- inputs of the writes ----

export type Write = { idempotencyKey: string };
export type CreateReturnInput = Write & {
  orderId: string;
  /** 'requested' is a customer's request waiting for approval (returnRequest); 'open' is approved (returnCreate). */
  status: 'requested' | 'open';
  lineItems: { lineItemId: string; quantity: number; reason: string; customerNote?: string }[];
  /** What the shopper gets instead, for an exchange: Shopify's return carries it (returnCreate only). */
  exchangeLineItems?: { variantId: string; quantity: number }[];
};
export type DeclineReturnInput = Write & {
  returnId: string;
  reason: 'RETURN_PERIOD_ENDED' | 'FINAL_SALE' | 'OTHER';
  note?: string;
};
export type DisposeItemsInput = Write & {
  returnId: string;
  dispositions: {
    reverseFulfillmentOrderLineItemId: string;
    quantity: number;
    type: Disposition;
    /** Required for RESTOCKED: the location whose available inventory goes up. */
    locationId?: string;
  }[];
};
export type RefundInput = Write & {
  orderId: string;
  returnId?: string;
  /** Shop-money amount to give back to the original payments (decimal string); "0" records only lines. */
  amount: string;
  /**
   * The same refund in the order's presentment currency, the one the shopper paid in: required when it
   * differs from the shop's (each line's own rate gives it, so only the caller knows it).
   */
  presentmentAmount?: string;
  /** Refunded shipping, part of `amount`, for the record. */
  shipping?: string;
  /** `cancel`: units not fulfilled yet are taken off the order and go back to stock (Shopify's CANCEL). */
  lineItems?: { lineItemId: string; quantity: number; restockType?: 'cancel' }[];
  note?: string;
};
export type IssueStoreCreditInput = Write & {
  customerId: string;
  amount: string;
  currency: string;
  /** When set, the credit must be in the order's currency. */
  orderId?: string;
  note?: string;
  expiresAt?: string;
};
export type IssueGiftCardInput = Write & {
  amount: string;
  currency: string;
  customerId?: string;
  orderId?: string;
  note?: string;
  expiresOn?: string;
};
/**
 * A bill for what the customer owes, paid at the platform's own checkout (Shopify: a draft order of one
 * custom line and its invoice URL). `paymentId` is ours and travels to the paid order, so the
 * payment webhook can name it.
 */
export type CreatePaymentInvoiceInput = Write & {
  paymentId: string;
  title: string;
  amount: string;
  currency: string;
  customerId?: string;
  email?: string;
};
export type PaymentInvoice = {
  id: string;
  admin_graphql_api_id: string;
  /** Where the customer pays. */
  invoice_url: string;
};
/** Where an exchange order ships when the shopper corrected the original order's address. */
export type ShipToAddress = {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  country: string;
  zip: string;
};
export type CreateExchangeOrderInput = Write & {
  originalOrderId: string;
  returnId?: string;
  /**
   * `unitDiscount`: an upsell offer's discount on each unit (shop money), applied to that line before
   * the returned value (shopify: ExchangeLineItemInput.appliedDiscount).
   */
  lineItems: { variantId: string; quantity: number; unitDiscount?: string }[];
  /** Ship to this address instead of the original order's (absent: the original's). */
  shippingAddress?: ShipToAddress;
  /** Shop-money value of the returned items, given as a discount on the new order (capped at its total). */
  returnedValue: string;
  /** Hold fulfillment until the return is received (true by default). */
  hold?: boolean;
  /**
   * The store exchanges for sold-out variants: make the order even where no location has the stock
   * (it ships when stock returns) instead of refusing it.
   */
  backorder?: boolean;
  tags?: string[];
  /** The new order's name from the store's prefix/suffix setting; absent: the next order number. */
  name?: string;
  /**
   * shopify: add the items to the original order (order editing) instead of making a new order; the
   * answer is then the original order with the fulfillment orders of the added items.
   */
  addToOriginal?: boolean;
};
/** The shipment of a return back to the shop: the courier's tracking and label, set on the platform's return. */
export type CreateReverseDeliveryInput = Write & {
  returnId: string;
  trackingNumber: string;
  /** Shown when the platform does not recognise the carrier from the tracking URL. */
  carrier: string;
  trackingUrl?: string;
  labelUrl?: string;
};
export type ReverseDelivery = {
  id: string;
  admin_graphql_api_id: string;
  return_id: string;
  tracking_number: string | null;
  tracking_url: string | null;
  carrier_name: string | null;
  label_url: string | null;
};
/**
 * The shopper cancels units that have not shipped (docs/shopify.md "Cancelling unfulfilled items"): the
 * platform takes them off the order, restocks them and refunds to the original payment the amount it
 * computes itself.
 */
export type CancelItemsInput = Write & {
  orderId: string;
  lineItems: { lineItemId: string; quantity: number }[];
  /** Every unit of an order nothing of which shipped: the order itself is cancelled (Shopify's orderCancel). */
  wholeOrder: boolean;
};
export type CancelOrderInput = Write & {
  orderId: string;
  reason: 'customer' | 'inventory' | 'fraud' | 'declined' | 'other';
  restock: boolean;
};

/** Money the buyer owes on an order was taken elsewhere (a price difference paid on its own checkout). */
export type MarkOrderPaidInput = Write & {
  orderId: string;
  /** What the shopper paid: the order is marked paid only when it owes no more than this. */
  amount: string;
  currency: string;
};

export type ProductQuery = {
  ids?: string[];
  collectionId?: string;
  tag?: string;
  /** Case-insensitive match on title. */
  query?: string;
  limit?: number;
  /** Products with an id above this one (cursor paging, ascending id). */
  after?: string;
};

/** A Flow trigger's handle and its payload, keyed as the trigger's extension declares its fields. */
export type FlowTriggerInput = { handle: string; payload: Record<string, unknown> };

export type ExchangeOrderResult = { order: Order; fulfillment_orders: FulfillmentOrder[] };

export type Platform = {
  readonly name: 'demo' | 'shopify';
  // reads
  getOrder(storeId: string, orderId: string): Promise<Order | null>;
  /** The portal's lookup: the order name (with or without '#') plus the customer's email or phone. */
  findOrder(storeId: string, input: { name: string; email?: string; phone?: string }): Promise<Order | null>;
  listCustomerOrders(storeId: string, customerId: string, options?: { limit?: number }): Promise<Order[]>;
  /** How many orders the customer has placed, counted up to `limit` (a risk signal needs no more). */
  countCustomerOrders(storeId: string, customerId: string, options: { limit: number }): Promise<number>;
  getCustomer(storeId: string, customerId: string): Promise<Customer | null>;
  listProducts(storeId: string, query?: ProductQuery): Promise<Product[]>;
  getVariants(storeId: string, variantIds: string[]): Promise<Variant[]>;
  listCollections(storeId: string): Promise<Collection[]>;
  listProductTags(storeId: string): Promise<string[]>;
  listLocations(storeId: string): Promise<Location[]>;
  getReturn(storeId: string, returnId: string): Promise<Return | null>;
  listFulfillmentOrders(storeId: string, orderId: string): Promise<FulfillmentOrder[]>;
  listStoreCreditAccounts(storeId: string, customerId: string): Promise<StoreCreditAccount[]>;
  getGiftCard(storeId: string, giftCardId: string): Promise<GiftCard | null>;
  // writes: the same idempotency key twice answers the first result and changes nothing
  createReturn(storeId: string, input: CreateReturnInput): Promise<Return>;
  approveReturn(storeId: string, input: Write & { returnId: string }): Promise<Return>;
  declineReturn(storeId: string, input: DeclineReturnInput): Promise<Return>;
  disposeItems(storeId: string, input: DisposeItemsInput): Promise<Return>;
  closeReturn(storeId: string, input: Write & { returnId: string }): Promise<Return>;
  cancelReturn(storeId: string, input: Write & { returnId: string }): Promise<Return>;
  /** shopify: reverseDeliveryCreateWithShipping, every item of the return in one shipment. */
  createReverseDelivery(storeId: string, input: CreateReverseDeliveryInput): Promise<ReverseDelivery>;
  refund(storeId: string, input: RefundInput): Promise<Refund>;
  issueStoreCredit(storeId: string, input: IssueStoreCreditInput): Promise<StoreCreditAccount>;
  issueGiftCard(storeId: string, input: IssueGiftCardInput): Promise<GiftCard>;
  /** shopify: draftOrderCreate (the demo store collects through the sandbox provider instead). */
  createPaymentInvoice(storeId: string, input: CreatePaymentInvoiceInput): Promise<PaymentInvoice>;
  createExchangeOrder(storeId: string, input: CreateExchangeOrderInput): Promise<ExchangeOrderResult>;
  releaseHold(storeId: string, input: Write & { fulfillmentOrderId: string }): Promise<FulfillmentOrder>;
  cancelOrder(storeId: string, input: CancelOrderInput): Promise<Order>;
  /** Cancels unfulfilled units and answers the platform's refund of them. */
  cancelItems(storeId: string, input: CancelItemsInput): Promise<Refund>;
  /** shopify: orderMarkAsPaid (a manual payment of what the order still owes). */
  markOrderPaid(storeId: string, input: MarkOrderPaidInput): Promise<Order>;
  /** shopify: flowTriggerReceive, starting the shop's Flow workflows (the demo store has no Flow). */
  sendFlowTrigger(storeId: string, input: FlowTriggerInput): Promise<void>;
};

export type PlatformObject =
  | 'Order'
  | 'LineItem'
  | 'Fulfillment'
  | 'FulfillmentOrder'
  | 'OrderTransaction'
  | 'Refund'
  | 'RefundLineItem'
  | 'Return'
  | 'ReturnLineItem'
  | 'ReverseFulfillmentOrder'
  | 'ReverseFulfillmentOrderLineItem'
  | 'ReverseDelivery'
  | 'Customer'
  | 'Product'
  | 'ProductVariant'
  | 'Collection'
  | 'Location'
  | 'StoreCreditAccount'
  | 'GiftCard'
  | 'DraftOrder';

/** `gid://shopify/Order/5001` from '5001'. */
export function toGid(type: PlatformObject, id: string | number): string {
  return `gid://shopify/${type}/${id}`;
}

/** '5001' from `gid://shopify/Order/5001` (or from '5001'); null when it is neither. */
export function fromGid(value: string, type?: PlatformObject): string | null {
  const m = /^(?:gid:\/\/shopify\/([A-Za-z]+)\/)?(\d{1,18})$/.exec(value.trim());
  if (!m) return null;
  if (type && m[1] && m[1] !== type) return null;
  return m[2] ?? null;
}
