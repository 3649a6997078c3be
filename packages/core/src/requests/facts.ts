// The facts a request is planned on, as the server loads them from the platform and the database.
// Shapes are the parts of the platform's order, product and variant that the rules read (Shopify's
// REST field names), so the server passes its objects as they are.
import type { OrderTransaction } from '../orders/cod';
import type { EligibilityOrder } from '../policy/eligibility';
import type { ListAddress, ListVerdict } from '../policy/lists';
import type { RuleContext } from '../rules/match';

export type PlanLineItem = {
  id: string;
  product_id: string | null;
  variant_id: string | null;
  quantity: number;
  /** Unit price before discounts, shop currency. */
  price: string;
  price_set: { presentment_money: { amount: string } };
  /** Every discount on the whole line, shop currency. */
  total_discount: string;
  tax_lines: readonly { price: string }[];
};

export type PlanOrder<L extends PlanLineItem = PlanLineItem> = {
  /** Who and what the block and allow lists match (policy/lists.ts); absent where lists don't apply. */
  id?: string;
  name?: string;
  email?: string | null;
  phone?: string | null;
  created_at: string;
  cancelled_at: string | null;
  currency: string;
  presentment_currency: string;
  taxes_included: boolean;
  tags: readonly string[];
  discount_codes: readonly { code: string }[];
  payment_gateway_names: readonly string[];
  transactions: readonly OrderTransaction[];
  customer: { tags: readonly string[] } | null;
  shipping_address: (ListAddress & { country_code: string }) | null;
  billing_address: { country_code: string } | null;
  line_items: readonly L[];
  fulfillments: readonly {
    status: string;
    created_at: string;
    delivered_at: string | null;
    line_items: readonly { id: string; quantity: number }[];
  }[];
  refunds: readonly { refund_line_items: readonly { line_item_id: string; quantity: number }[] }[];
};

export type PlanProduct = {
  id: string;
  /** Shown with the variant's title when the new item is another product. */
  title?: string;
  tags: readonly string[];
  collection_ids: readonly string[];
};

export type PlanVariant = {
  id: string;
  product_id: string;
  title: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  /** Unit price, shop currency. */
  price: string;
  currency: string;
  inventory_quantity: number;
  /** Blocked for exchanges by the store. */
  blocked: boolean;
};

/** What planning knows about one order line, beyond the platform's line item. */
export type LineFacts<I extends PlanLineItem = PlanLineItem, P extends PlanProduct = PlanProduct> = {
  line: I;
  product: P | null;
  fulfilledQuantity: number;
  /** Units refunded on the platform (inside or outside Roundtrip). */
  refundedQuantity: number;
  /** Units held by earlier requests that are still going, or refunded (docs/portal.md "Quantities"). */
  alreadyRequested: number;
  eligibilityOrder: EligibilityOrder;
  /** What rule conditions see of this line (no reason yet: the shopper picks it later). */
  ruleContext: RuleContext;
  /** Whether the store's block or allow list holds this line; absent when the lists were not loaded. */
  lists?: ListVerdict | undefined;
};
