import { fromMinor, toMinor } from '../money/minor';
import type { StorePolicy } from '../policy/store-policy';
import { upsellFor } from '../rules/evaluate';
import { normaliseId, type RuleContext } from '../rules/match';
import type { UpsellOutcome } from '../rules/outcomes';
import type { RuleSet } from '../rules/rule-set';
import { unavailableWhy } from './exchange-choice';
import type { PlanProduct, PlanVariant } from './facts';
import { type Planned, planned, refused } from './refusals';

/** An upsell product the shopper adds to an exchange: the offer (rule), the variant and how many. */
export type UpsellPick = { rule_id: string; variant_id: string; quantity: number };

/** The offer's price of one unit: its price, the offer's discount and what is paid, minor units. */
export type UpsellUnitPrice = { price: number; discount: number; net: number };

/**
 * One unit of a product at `price` under an upsell offer: a percent discount rounded half up, a fixed
 * one capped at the price, so an offer never pays the shopper to take a product.
 */
export function upsellUnitPrice(
  outcome: Pick<UpsellOutcome, 'discount_type' | 'discount_value'>,
  price: string,
  currency: string,
): UpsellUnitPrice {
  const unit = Math.max(0, toMinor(price, currency));
  const value = Number(outcome.discount_value);
  const raw = !Number.isFinite(value) || value <= 0 ? 0 : outcome.discount_type;
  const off =
    raw === 'percent'
      ? Math.round((unit * Math.min(value, 100)) / 100)
      : raw === 'fixed'
        ? toMinor(outcome.discount_value, currency)
        : 0;
  const discount = Math.min(unit, Math.max(0, off));
  return { price: unit, discount, net: unit - discount };
}

export type PlannedUpsell<V extends PlanVariant> = {
  rule_id: string;
  variant: V;
  /** The product's and the variant's title. */
  title: string;
  quantity: number;
  /** Unit price and the offer's unit discount, decimal strings in the shop currency. */
  price: string;
  discount: string;
};

/**
 * The upsell products added to one exchange item, checked: the store has upsell booster, the offer is
 * the one the item is shown (the first active upsell rule matching it), the variant is of a product
 * the offer names, each variant once, and it may be sold now (not blocked, in stock unless the store
 * exchanges out of stock). Prices are the offer's, computed here so the preview, the request and the
 * exchange order agree.
 */
export function upsellsOf<V extends PlanVariant>(input: {
  picks: readonly UpsellPick[];
  kind: 'return' | 'exchange';
  gift: boolean;
  unlocked: boolean;
  rules: RuleSet['upsell'];
  ctx: RuleContext;
  variants: readonly V[];
  /** Products the variants may belong to, for their titles. */
  products: readonly PlanProduct[];
  policy: StorePolicy;
  currency: string;
  field: string;
}): Planned<PlannedUpsell<V>[]> {
  const { picks, field } = input;
  if (picks.length === 0) return planned([]);
  if (input.kind !== 'exchange' || input.gift || !input.unlocked)
    return refused('UPSELL_NOT_AVAILABLE', field);
  const offer = upsellFor(input.rules, input.ctx);
  const named = new Set((offer?.outcome.product_ids ?? []).map(normaliseId));
  const out: PlannedUpsell<V>[] = [];
  for (const pick of picks) {
    const variant = input.variants.find((v) => v.id === pick.variant_id);
    if (!offer || offer.id !== pick.rule_id || !variant || !named.has(normaliseId(variant.product_id)))
      return refused('UPSELL_NOT_AVAILABLE', field);
    if (out.some((u) => u.variant.id === variant.id)) return refused('VARIANT_CHOSEN_TWICE', field);
    if (unavailableWhy(variant, input.policy, pick.quantity)) return refused('UPSELL_SOLD_OUT', field);
    const unit = upsellUnitPrice(offer.outcome, variant.price, input.currency);
    const product = input.products.find((p) => p.id === variant.product_id);
    out.push({
      rule_id: offer.id,
      variant,
      title: product?.title ? `${product.title} - ${variant.title}` : variant.title,
      quantity: pick.quantity,
      price: fromMinor(unit.price, input.currency),
      discount: fromMinor(unit.discount, input.currency),
    });
  }
  return planned(out);
}
