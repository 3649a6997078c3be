import type { TaxRate } from './tax';

/** Refund modes (docs/pricing.md). */
export const REFUND_MODES = ['bank_transfer', 'store_credit', 'pay_to_source', 'others'] as const;
export type RefundMode = (typeof REFUND_MODES)[number];

/** Refund-mode labels. */
export const REFUND_MODE_LABELS: Readonly<Record<RefundMode, string>> = {
  bank_transfer: 'Bank transfer',
  store_credit: 'Store credit',
  pay_to_source: 'Pay to original source',
  others: 'Others',
};

/**
 * The price fields of a return line item (docs/pricing.md). Amounts are decimal strings in the shop
 * currency unless named presentment. See docs/pricing.md for the meaning of each field.
 */
export type RefundLineItem = {
  /** Line item id; also breaks rounding ties so the result does not depend on item order. */
  id: string;
  /** Unit price before discounts. */
  actual_amount: string;
  /** Tax charged on the whole line (all `return_quantity` units). */
  total_tax?: string | null;
  /** Discount on the whole line, order-level discounts already spread onto it. */
  total_discount?: string | null;
  /** Units on the order line that `total_tax`, `total_discount` and `shipping_amount` cover. */
  return_quantity: number;
  /** Units the shopper returns in this request. */
  selected_quantity: number;
  /** Units of this line refunded by earlier requests (our addition; default 0). */
  refunded_quantity?: number;
  do_not_carry_forward_discount?: boolean | null;
  /** Share (0-100) of the original discount rate withheld from the exchange item; default 100. */
  do_not_carry_forward_discount_percentage?: number | string | null;
  /** Shipping charged for the whole line; refunded pro rata only when the request says so. */
  shipping_amount?: string | null;
  /** Unit price in the presentment (shopper's) currency; gives the exchange rate of the line. */
  presentment_price?: string | null;
  /** One new variant per returned unit: its unit price and unit discount. */
  exchange_product?: { price: string; discount?: string | null } | null;
  /** Several new variants: unit price and quantity of each. */
  exchange_products?: readonly { variant_price: string; quantity: number }[] | null;
  /**
   * Products added to an exchange from the store's upsell offers: unit price, the offer's discount per
   * unit and quantity. They are bought, not replacements: the original discount does not carry onto them.
   */
  upsell_products?: readonly { price: string; discount?: string | null; quantity: number }[] | null;
  /** Extra credit offered for this item (e.g. for choosing an exchange). */
  incentive?: { amount?: string | null } | null;
  /** Keep-it return: the shopper keeps the item and gets at most `amount`; no return fee. */
  green_return?: { amount?: string | null; refund?: { mode?: string } } | null;
  requested_refund_mode?: RefundMode | null;
};

export type RefundInput = {
  items: readonly RefundLineItem[];
  shopCurrency: string;
  /** Currency the shopper paid in; defaults to the shop currency. */
  presentmentCurrency?: string;
  /** Whether the order's prices include tax (Shopify `taxes_included`). */
  taxesIncluded?: boolean;
  /** Refund the returned units' share of shipping (default false). */
  refundShipping?: boolean;
  /** Request-level return fee before tax. */
  returnFee?: string | null;
  /** The store's tax rates (docs/pricing.md "Tax"), applied to the return fee. */
  taxRates?: readonly TaxRate[];
  /** Bonus (percent) on amounts refunded as store credit. */
  bonusCreditPercent?: number;
  /** Refund mode for items that do not name one. */
  refundMode?: RefundMode;
  /** Pay back the difference when the exchange is cheaper (policy "restrict refund on price difference" off). */
  refundPriceDifference?: boolean;
};

export type Payer = 'customer' | 'merchant' | 'none';

/** All amounts are integer minor units; `presentment` amounts use the presentment currency. */
export type ItemRefund = {
  id: string;
  quantity: number;
  gross: number;
  discount: number;
  tax: number;
  shipping: number;
  /** What the shopper paid for the returned units. */
  paid: number;
  /** Refundable before the return fee. */
  refundable: number;
  fee: number;
  /** Money paid back for this item after the fee: 0 <= refund <= paid. */
  refund: number;
  bonus: number;
  incentive: number;
  /** refund + bonus + incentive. */
  total: number;
  mode: RefundMode;
  exchange: null | {
    new_cost: number;
    carried_discount: number;
    /** Added upsell products after their offer's discount, and that discount. */
    upsell_cost: number;
    upsell_discount: number;
    /** new cost - carried discount + upsell cost - credit; positive means the shopper owes money. */
    difference: number;
    payer: Payer;
    amount_due: number;
  };
  presentment: { refund: number; total: number; amount_due: number };
};

export type RefundResult = {
  shopCurrency: string;
  presentmentCurrency: string;
  /** The order's prices include tax: each item's `tax` is inside what was paid, only reported. */
  taxesIncluded: boolean;
  items: ItemRefund[];
  totals: {
    paid: number;
    refundable: number;
    fee: number;
    fee_unrecovered: number;
    refund: number;
    bonus: number;
    incentive: number;
    total: number;
    amount_due: number;
    /** Sum of signed exchange differences; its sign says who pays overall. */
    exchange_difference: number;
    payer: Payer;
  };
  presentment: { refund: number; total: number; amount_due: number };
};
