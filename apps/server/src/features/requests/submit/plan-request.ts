import { isFeatureUnlocked } from '@roundtrip/core/plans';
import type { StorePolicy } from '@roundtrip/core/policy';
import {
  type PlanFacts,
  type PlanInput,
  planRequest as planWithCore,
  type RequestPlan,
  wantedVariantIds,
} from '@roundtrip/core/requests';
import type { StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import type { Order, Variant } from '../../../platform/platform';
import { gatingPlan } from '../../../store/billing';
import { storePolicyOf } from '../../../store/store-policy';
import { loadRuleSet } from '../../rules/load-rules';
import { loadTaxRates } from '../../tax/load-tax-rates';
import { type OrderLine, orderLines } from './order-lines';
import { orRefuse } from './plan-refusal-error';

export type PortalPlan = RequestPlan<OrderLine, Variant>;
export type PortalPlanFacts = PlanFacts<OrderLine, Variant>;

/**
 * The facts a request is planned on, each read once: the order's lines (products, units already
 * requested), the variants the input names and their products when outside the order, the store's
 * rules (one query), tax rates and policy.
 */
async function loadPlanFacts(
  deps: Deps,
  store: StoreRow,
  order: Order,
  input: Pick<PlanInput, 'items'>,
): Promise<PortalPlanFacts> {
  const policy: StorePolicy = storePolicyOf(deps.config, store);
  const lines = await orderLines(deps, store, order);
  const ids = wantedVariantIds(input);
  const variants = ids.length > 0 ? await deps.platform.getVariants(store.id, ids) : [];
  // Variants of other products (exchange with other products, upsells): their collections feed the
  // rules and their titles name the new items.
  const otherIds = [
    ...new Set(
      variants.map((v) => v.product_id).filter((id) => !lines.some((l) => l.line.product_id === id)),
    ),
  ];
  const otherProducts =
    otherIds.length > 0 ? await deps.platform.listProducts(store.id, { ids: otherIds }) : [];
  return {
    order,
    lines,
    variants,
    otherProducts,
    upsellsUnlocked: isFeatureUnlocked(gatingPlan(deps.config, store), 'upsell_booster'),
    policy,
    rules: await loadRuleSet(deps.db, store.id),
    taxRates: await loadTaxRates(deps.db, store.id),
    now: deps.clock().getTime(),
  };
}

/** Loads the facts and plans the request with core; a refusal is thrown as the API error. */
export async function planRequest(
  deps: Deps,
  store: StoreRow,
  order: Order,
  input: PlanInput,
): Promise<{ plan: PortalPlan; facts: PortalPlanFacts }> {
  const facts = await loadPlanFacts(deps, store, order, input);
  return { plan: orRefuse(planWithCore(facts, input)), facts };
}
