import { policyForCountry } from '../policy/markets';
import type { StorePolicy } from '../policy/store-policy';
import type { TaxRate } from '../pricing/tax';
import type { FeeResult, RequestKind } from '../rules/evaluate';
import type { RuleSet } from '../rules/rule-set';
import type { LineFacts, PlanOrder } from './facts';
import { orderCountry } from './line-facts';
import { refundLineOf, ruledRefund } from './ruled-refund';

export type FeeCheckItem = { line: LineFacts; quantity: number; reason_id?: string | null | undefined };

/**
 * The fee a request of these items would pay under the store's rules and settings, with its tax
 * (minor units): the merchant's check prices through the same `ruledRefund` as the portal, so a kept
 * (green) item pays no fee here either. No refund mode is known, and none changes the fee.
 */
export function returnFeeCheck(input: {
  kind: RequestKind;
  order: Pick<
    PlanOrder,
    'currency' | 'presentment_currency' | 'taxes_included' | 'shipping_address' | 'billing_address'
  >;
  policy: StorePolicy;
  rules: Pick<RuleSet, 'return_fee' | 'green_return' | 'promotion'>;
  taxRates: readonly TaxRate[];
  items: readonly FeeCheckItem[];
}): FeeResult & { tax: number } {
  // The order's market may have its own flat fee.
  const policy = policyForCountry(input.policy, orderCountry(input.order));
  const ruled = ruledRefund({
    ...input,
    policy,
    refundMode: null,
    items: input.items.map((item, i) => ({
      ctx: { ...item.line.ruleContext, reason_id: item.reason_id ?? null },
      // By position: the merchant may check the same line twice, each counts on its own.
      line: {
        ...refundLineOf({
          line: item.line,
          quantity: item.quantity,
          policy,
          refundMode: null,
          exchange: null,
        }),
        id: `${i}`,
      },
    })),
  });
  return ruled.fee;
}
