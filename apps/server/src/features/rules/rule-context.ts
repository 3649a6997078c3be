import type { RuleContext } from '@roundtrip/core/rules';
import type { LineItem, Order, Product } from '../../platform/platform';

/** What the rule matcher knows about one line of an order (docs/rules.md "Conditions"). */
export function ruleContextOf(input: {
  order: Order;
  line: LineItem;
  product: Product | null | undefined;
  reasonId?: string | null | undefined;
  now: Date;
}): RuleContext {
  const { order, line, product } = input;
  return {
    product_id: line.product_id,
    variant_id: line.variant_id,
    collection_ids: product?.collection_ids ?? [],
    product_tags: product?.tags ?? [],
    order_tags: order.tags,
    customer_tags: order.customer?.tags ?? [],
    reason_id: input.reasonId ?? null,
    country: order.shipping_address?.country_code || order.billing_address?.country_code || null,
    unit_price: line.price,
    currency: order.currency,
    order_created_at: order.created_at,
    now: input.now.getTime(),
  };
}
