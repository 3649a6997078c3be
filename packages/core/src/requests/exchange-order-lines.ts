import type { RefundResult } from '../pricing/refund-types';

/** An exchange item as the request keeps it: its units and what the shopper gets instead. */
export type ExchangeOrderItem = {
  /** Units of the returned line being exchanged (one new variant each unless several were chosen). */
  quantity: number;
  exchange_variant_id: string | null;
  exchange_products: readonly { variant_id: string; quantity: number }[] | null;
  /** Upsell products added at the offer's price: the discount is per unit, shop currency. */
  upsell_products: readonly { variant_id: string; quantity: number; discount: string }[] | null;
};

/** A line of the exchange order; `unitDiscount` is the upsell offer's discount on each unit. */
export type ExchangeOrderLine = { variantId: string; quantity: number; unitDiscount?: string };

/** The new order's lines: the chosen variants, then the upsell products with their offer's discount. */
export function exchangeOrderLines(items: readonly ExchangeOrderItem[]): ExchangeOrderLine[] {
  const lines: ExchangeOrderLine[] = [];
  for (const item of items) {
    if (item.exchange_products?.length)
      for (const p of item.exchange_products) lines.push({ variantId: p.variant_id, quantity: p.quantity });
    else if (item.exchange_variant_id)
      lines.push({ variantId: item.exchange_variant_id, quantity: item.quantity });
    for (const u of item.upsell_products ?? [])
      lines.push({
        variantId: u.variant_id,
        quantity: u.quantity,
        ...(Number(u.discount) > 0 ? { unitDiscount: u.discount } : {}),
      });
  }
  return lines;
}

/**
 * What pays for the new order, in minor units: for each exchanged item the merchandise value the
 * shopper paid plus the original discount carried onto the new items. Taken off the new order (after
 * the upsell discounts), it leaves exactly the price difference core told the shopper, so the amount
 * collected marks the order paid (tax on the difference aside, docs/pricing.md).
 */
export function exchangeOrderCredit(refund: RefundResult): number {
  return refund.items.reduce(
    (sum, i) => (i.exchange ? sum + i.gross - i.discount + i.exchange.carried_discount : sum),
    0,
  );
}
