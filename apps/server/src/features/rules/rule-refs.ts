import type { RuleType } from '@roundtrip/core';
import { isFeatureUnlocked, requiredTier } from '@roundtrip/core/plans';
import { catalogueIds } from '@roundtrip/core/rules';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { gatingPlan } from '../../store/billing';
import { checkCatalogueRefs, emptyRefs, type IdRefs } from './check-catalogue';
import { checkConditionMarkets } from './check-markets';
import type { RuleInput } from './rule-view';

/** Every platform id and reason id a rule names, with the field it sits in. */
function refsOf(input: Pick<RuleInput, 'conditions' | 'outcome'>): IdRefs {
  const refs = emptyRefs();
  const listFor: Partial<Record<string, IdRefs[keyof IdRefs]>> = {
    product: refs.products,
    variant: refs.variants,
    collection: refs.collections,
    reason: refs.reasons,
  };
  for (const [i, c] of input.conditions.entries()) {
    const list = listFor[c.type];
    if (!list || !('values' in c)) continue;
    for (const [j, id] of c.values.entries()) list.push({ field: `conditions.${i}.values.${j}`, id });
  }
  const o = catalogueIds.parse(input.outcome);
  for (const [i, id] of o.product_ids.entries())
    refs.products.push({ field: `outcome.product_ids.${i}`, id });
  for (const [i, id] of o.collection_ids.entries())
    refs.collections.push({ field: `outcome.collection_ids.${i}`, id });
  return refs;
}

const PLAN_LABEL = { grow: 'Grow', scale: 'Scale' } as const;

/** The plan feature a rule needs while active: upsells (upsell booster), exchanges for other products. */
function gateOf(type: RuleType, outcome: Record<string, unknown>) {
  if (type === 'upsell') return { feature: 'upsell_booster' as const, title: 'Upsell booster' };
  if (type === 'exchange' && outcome.exchange_with === 'other_products')
    return { feature: 'exchange_with_other_products' as const, title: 'Exchange with other products' };
  return null;
}

/** 403 PLAN_REQUIRED when an active rule needs a feature the store's plan lacks (docs/plans.md). */
export async function checkRulePlan(
  deps: Deps,
  storeId: string,
  type: RuleType,
  rule: Pick<RuleInput, 'active' | 'outcome'>,
) {
  const gate = gateOf(type, rule.outcome);
  if (!gate || !rule.active) return;
  const [store] = await deps.db
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  if (!isFeatureUnlocked(gatingPlan(deps.config, store), gate.feature)) {
    throw new AppError(
      'PLAN_REQUIRED',
      `${gate.title} needs the ${PLAN_LABEL[requiredTier(gate.feature)]} plan`,
    );
  }
}

/** Everything a rule must pass before it is written: plan, then the markets and ids it names. */
export async function checkRuleInput(deps: Deps, storeId: string, type: RuleType, input: RuleInput) {
  await checkRulePlan(deps, storeId, type, input);
  await checkConditionMarkets(deps, storeId, input.conditions);
  await checkCatalogueRefs(deps, storeId, refsOf(input));
}
