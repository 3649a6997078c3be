import { checkEligibility, type EligibilityResult } from '../policy/eligibility';
import type { StorePolicy } from '../policy/store-policy';
import { productFilterVerdict, type RequestKind } from '../rules/evaluate';
import type { RuleSet } from '../rules/rule-set';
import type { LineFacts } from './facts';
import { unitsLeft } from './line-facts';

/** Core eligibility's reasons, whatever form they take there. */
export type IneligibleReasons = Extract<EligibilityResult, { eligible: false }>['reasons'];
export type LineEligibility = { eligible: boolean; reasons: IneligibleReasons; max_quantity: number };

/**
 * Whether `quantity` units (default one) of a line can be returned or exchanged now: the store's
 * settings, the product filter rules and the units earlier requests hold. The reasons are core
 * eligibility's, passed through as they are.
 */
export function lineEligibility(input: {
  policy: StorePolicy;
  productFilters: RuleSet['product_filter'];
  line: LineFacts;
  kind: RequestKind;
  now: number;
  quantity?: number;
}): LineEligibility {
  const { line, kind } = input;
  const result = checkEligibility({
    kind,
    settings: input.policy,
    order: line.eligibilityOrder,
    item: {
      quantity: line.line.quantity,
      already_requested: line.alreadyRequested,
      product_tags: line.product?.tags ?? [],
      product_id: line.line.product_id,
      collection_ids: line.product?.collection_ids ?? [],
      fulfilled_quantity: line.fulfilledQuantity,
    },
    filter: productFilterVerdict(input.productFilters, line.ruleContext, kind),
    lists: line.lists,
    quantity: input.quantity ?? 1,
    now: input.now,
  });
  if (result.eligible) return { eligible: true, reasons: [], max_quantity: unitsLeft(line) };
  return { eligible: false, reasons: result.reasons, max_quantity: 0 };
}
