import { refundModesFor, type StorePolicy } from '../policy/store-policy';
import type { RefundMode } from '../pricing/refund-types';
import type { RuleSet } from '../rules/rule-set';
import type { LineFacts } from './facts';
import { lineEligibility } from './line-eligibility';
import type { PlanInput, PlanItemInput } from './plan-types';
import { notEligible, type Planned, planned, refused } from './refusals';

/** Gift returns are refunded as store credit, whatever the store's list says. */
export function giftModeRefusal(refundMode: RefundMode | null | undefined): Planned<null> {
  return refundMode && refundMode !== 'store_credit'
    ? refused('GIFT_STORE_CREDIT_ONLY', 'refund_mode')
    : planned(null);
}

/** Each item once; several items only when the store takes them in one request. */
export function selectionRefusal(input: PlanInput, policy: StorePolicy): Planned<null> {
  const seen = new Set<string>();
  for (const [i, item] of input.items.entries()) {
    if (seen.has(item.line_item_id)) return refused('ITEM_CHOSEN_TWICE', `items.${i}.line_item_id`);
    seen.add(item.line_item_id);
  }
  if (input.items.length > 1 && !policy.return_multiple_items) return refused('ONE_ITEM_ONLY', 'items');
  return planned(null);
}

/** A return names a refund mode; any mode named is one the store offers for this order. */
export function refundModeRefusal(input: {
  kind: PlanInput['kind'];
  refundMode: RefundMode | null;
  policy: StorePolicy;
  isCod: boolean;
  hasCustomer: boolean;
}): Planned<null> {
  const { refundMode, policy, isCod, hasCustomer } = input;
  if (input.kind === 'return' && !refundMode) return refused('REFUND_MODE_REQUIRED', 'refund_mode');
  if (refundMode && !refundModesFor(policy, { isCod, hasCustomer }).includes(refundMode)) {
    const codOnly = isCod && refundMode === 'pay_to_source' && policy.refund_modes.includes(refundMode);
    return refused(codOnly ? 'COD_NO_SOURCE_REFUND' : 'MODE_NOT_ALLOWED', 'refund_mode');
  }
  return planned(null);
}

/** The order line of each item, each eligible for the units asked (windows, restrictions, filters, quantities). */
export function eligibleLines<L extends LineFacts>(input: {
  items: readonly PlanItemInput[];
  kind: PlanInput['kind'];
  lines: readonly L[];
  policy: StorePolicy;
  productFilters: RuleSet['product_filter'];
  now: number;
}): Planned<L[]> {
  const out: L[] = [];
  for (const [i, item] of input.items.entries()) {
    const line = input.lines.find((l) => l.line.id === item.line_item_id);
    if (!line) return refused('ITEM_NOT_IN_ORDER', `items.${i}.line_item_id`);
    const verdict = lineEligibility({ ...input, line, quantity: item.quantity });
    if (!verdict.eligible) {
      return notEligible(`items.${i}`, verdict.reasons);
    }
    out.push(line);
  }
  return planned(out);
}

export type VariantWish = { variant_id: string; quantity: number };

/** The new variants of each item: one (exchange_variant_id) or several (multiple exchange products). */
export function variantWishes(input: PlanInput, policy: StorePolicy): Planned<VariantWish[][]> {
  const out: VariantWish[][] = [];
  for (const [i, item] of input.items.entries()) {
    if (!item.exchange_variants) {
      out.push(
        item.exchange_variant_id ? [{ variant_id: item.exchange_variant_id, quantity: item.quantity }] : [],
      );
      continue;
    }
    const field = `items.${i}.exchange_variants`;
    if (item.exchange_variant_id) return refused('VARIANT_FIELDS_BOTH', field);
    const single =
      item.exchange_variants.length === 1 && item.exchange_variants[0]?.quantity === item.quantity;
    if (!single && !policy.multiple_exchange_products) return refused('ONE_NEW_ITEM_ONLY', field);
    const ids = item.exchange_variants.map((v) => v.variant_id);
    if (new Set(ids).size !== ids.length) return refused('VARIANT_CHOSEN_TWICE', field);
    out.push([...item.exchange_variants]);
  }
  if (input.kind === 'return' && out.some((w) => w.length > 0))
    return refused('RETURN_WITH_VARIANT', 'items');
  return planned(out);
}

/** The variants an input names: what the server loads before planning. */
export function wantedVariantIds(input: Pick<PlanInput, 'items'>): string[] {
  const ids = input.items.flatMap((i) => [
    ...(i.exchange_variant_id ? [i.exchange_variant_id] : []),
    ...(i.exchange_variants ?? []).map((v) => v.variant_id),
    ...(i.upsells ?? []).map((u) => u.variant_id),
  ]);
  return [...new Set(ids)];
}
