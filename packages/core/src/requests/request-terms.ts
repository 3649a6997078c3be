import { z } from 'zod';
import { windowStart } from '../policy/eligibility';
import { marketOf, type OrderTerms, orderTerms, policyForCountry } from '../policy/markets';
import type { PolicySettings } from '../policy/settings';
import { orderRefundModes } from '../policy/store-policy';
import { REFUND_MODES } from '../pricing/refund-types';
import type { LineFacts, PlanOrder } from './facts';
import { orderCountry } from './line-facts';

type TermsOrder = Pick<
  PlanOrder,
  | 'created_at'
  | 'shipping_address'
  | 'billing_address'
  | 'payment_gateway_names'
  | 'transactions'
  | 'customer'
>;
type TermsLine = Pick<LineFacts, 'eligibilityOrder'>;

/**
 * An order's terms from its lines: the window counts from the first fulfilment or the last delivery
 * (the store's `window_starts_at`), as the order page shows it.
 */
export function termsOfOrder(
  policy: PolicySettings,
  order: TermsOrder,
  lines: readonly TermsLine[],
): OrderTerms {
  const days = (pick: (l: TermsLine) => string | null | undefined) =>
    lines
      .map(pick)
      .filter((d): d is string => !!d)
      .sort();
  return orderTerms(policy, {
    country: orderCountry(order),
    window_start: windowStart(policy, {
      created_at: order.created_at,
      fulfilled_at: days((l) => l.eligibilityOrder.fulfilled_at)[0] ?? null,
      delivered_at: days((l) => l.eligibilityOrder.delivered_at).at(-1) ?? null,
    }),
  });
}

/** The terms a request was judged under, as its emails state them (kept on the queued email). */
export const requestTermsSchema = z.object({
  market: z.string().nullable(),
  return_window_days: z.number(),
  return_deadline: z.string().nullable(),
  return_fee: z.string().nullable(),
  /** The refund modes the order may use, in the store's order. */
  refund_modes: z.array(z.enum(REFUND_MODES)),
  /** The order's market sells some items as final sale. */
  final_sale: z.boolean(),
});
export type RequestTerms = z.output<typeof requestTermsSchema>;

/** The terms of the order a request is made on, under the policy it was planned with. */
export function requestTerms(
  policy: PolicySettings,
  order: TermsOrder,
  lines: readonly TermsLine[],
): RequestTerms {
  const country = orderCountry(order);
  const finalSale = marketOf(policy.markets, country)?.overrides.final_sale;
  return {
    ...termsOfOrder(policy, order, lines),
    refund_modes: orderRefundModes(policyForCountry(policy, country), order),
    final_sale: !!finalSale && finalSale.product_tags.length + finalSale.collection_ids.length > 0,
  };
}
