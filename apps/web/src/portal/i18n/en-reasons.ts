// Why an item cannot go back and why a variant cannot be picked, by code (core's
// contracts/shopper-messages.ts): the order list and the return and exchange pages show them. `_return`
// and `_exchange` are the i18next context the `kind` parameter picks, `_one` and `_other` the plural of
// `count`; `{{date, day}}` writes an ISO day in the shopper's language. A test keeps every code here or
// in en-refusals.ts, in Hindi too, and this English word for word with the API's.
export const enReasons = {
  shopper: {
    STORE_KIND_OFF_return: "This store doesn't accept returns online.",
    STORE_KIND_OFF_exchange: "This store doesn't accept exchanges online.",
    ORDER_CANCELLED: 'This order was cancelled, so there is nothing to send back.',
    NOT_SHIPPED: "This item hasn't shipped yet. You can ask once it has been delivered.",
    NOT_DELIVERED_return: "This order hasn't been delivered yet. Returns open once it arrives.",
    NOT_DELIVERED_exchange: "This order hasn't been delivered yet. Exchanges open once it arrives.",
    WINDOW_ENDED_return: 'The {{days}}-day return window for this order ended on {{date, day}}.',
    WINDOW_ENDED_exchange: 'The {{days}}-day exchange window for this order ended on {{date, day}}.',
    ORDER_RESTRICTED_return: "This order isn't eligible for returns.",
    ORDER_RESTRICTED_exchange: "This order isn't eligible for exchanges.",
    PRODUCT_RESTRICTED_return: "This product isn't eligible for returns.",
    PRODUCT_RESTRICTED_exchange: "This product isn't eligible for exchanges.",
    COD_RESTRICTED_return: "Cash-on-delivery orders aren't eligible for returns.",
    COD_RESTRICTED_exchange: "Cash-on-delivery orders aren't eligible for exchanges.",
    DISCOUNT_RESTRICTED_return: "Items bought with a discount code can't be returned.",
    DISCOUNT_RESTRICTED_exchange: "Items bought with a discount code can't be exchanged.",
    FINAL_SALE_return: "This item was a final sale, so it can't be returned.",
    FINAL_SALE_exchange: "This item was a final sale, so it can't be exchanged.",
    PRODUCT_FILTERED_return: "This product can't be returned.",
    PRODUCT_FILTERED_exchange: "This product can't be exchanged.",
    STORE_NOTE: '{{text}}',
    ALL_UNITS_REQUESTED: 'All units of this item are already part of a return or exchange request.',
    UNITS_LEFT_return_one: 'Only {{count}} more unit of this item can be returned.',
    UNITS_LEFT_return_other: 'Only {{count}} more units of this item can be returned.',
    UNITS_LEFT_exchange_one: 'Only {{count}} more unit of this item can be exchanged.',
    UNITS_LEFT_exchange_other: 'Only {{count}} more units of this item can be exchanged.',
    NOT_AVAILABLE_ONLINE:
      "This item can't be returned or exchanged online. Please contact the store for help.",

    VARIANT_OUT_OF_STOCK: 'Out of stock',
    VARIANT_NOT_FOR_EXCHANGE: 'Not available for exchange',
    VARIANT_SAME_PRODUCT_ONLY: 'Only other sizes or colours of the same product can be chosen',
    VARIANT_NOT_IN_EXCHANGE: 'Not available for this exchange',
    VARIANT_SAME_PRICE_ONLY: 'Only items at the same price can be chosen',
    VARIANT_SAME_OR_LOWER_ONLY: 'Only items at the same price or lower can be chosen',
  },
};

export const messages = enReasons;
