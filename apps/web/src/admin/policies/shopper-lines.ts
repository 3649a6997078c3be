/** Each block in one line from the shopper's side of the portal: what turning it on changes for them. */
export const SHOPPER_SEES: Readonly<Record<string, string>> = {
  markets:
    "Shoppers whose order ships to a market see that market's window end date and fee, and its refund modes.",
  return_window: 'Shoppers can start a return until the window closes; after that the portal says it has.',
  exchange_window: 'Shoppers can start an exchange until this window closes.',
  restrict_return_orders: 'Matching orders or items show as not returnable, with the reason.',
  restrict_return_if_not_delivered: 'Undelivered orders show "You can return this once it is delivered".',
  restrict_exchange_orders: 'Matching orders or items show as not exchangeable, with the reason.',
  restrict_exchange_if_not_delivered: 'Undelivered orders show "You can exchange this once it is delivered".',
  exchange_rules: 'Shoppers are offered only the replacements your exchange rules allow.',
  exchange_out_of_stock: 'Sold-out sizes and colours can be picked, marked "ships when back in stock".',
  exchange_order_tags: 'Nothing: the tags are only on your exchange orders.',
  hold_exchange_orders: 'The replacement ships only after their returned item reaches you.',
  exchange_with_other_products:
    'Shoppers can browse and search your catalogue for a different product; the price difference is shown before they confirm.',
  multiple_exchange_products: 'Shoppers can pick several replacements for one item.',
  restrict_discounts:
    'Discounted items show as not returnable, or the replacement is priced without the discount.',
  restrict_refund_on_price_difference: 'A cheaper replacement refunds nothing back.',
  add_new_filter: 'Filtered products show as final sale or not returnable.',
  smart_exchange:
    'Shoppers who say "too small" are offered the next size up first ("too large": the next size down).',
  capture_payments: 'Shoppers can pick a dearer replacement and pay the difference.',
  return_multiple_items: 'Shoppers can tick several items of an order in one request.',
  return_fee: 'The fee appears in the refund summary before they submit.',
  gift_returns: 'Gift recipients return for store credit and never see prices.',
  green_return: 'Eligible shoppers are told to keep the item; no parcel to send.',
  cancellations: 'Items not shipped yet show a Cancel button; the refund goes back to the original payment.',
  exchange_order_name: 'The exchange order number in their emails carries your prefix and suffix.',
  gift_card_refunds:
    'Store credit arrives as a gift card: its code in the refund email, its last characters on the request page.',
  refund_modes: 'The refund choices, in this order, with the store-credit bonus shown.',
  portal: "The portal's address, colour and language.",
};
