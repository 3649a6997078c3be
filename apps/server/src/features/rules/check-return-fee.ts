import type { ReturnFeeCheckResponse } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { effectiveStorePolicy } from '@roundtrip/core/policy';
import { lineFactsOf, returnFeeCheck } from '@roundtrip/core/requests';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { gatingPlan } from '../../store/billing';
import { loadTaxRates } from '../tax/load-tax-rates';
import { checkCatalogueRefs, emptyRefs } from './check-catalogue';
import { loadRuleSet } from './load-rules';

export type FeeCheckInput = {
  order_id: string;
  kind: 'return' | 'exchange';
  items: { line_item_id: string; quantity: number; reason_id?: string | undefined }[];
};

/**
 * The fee a request of these items would pay under the store's rules and settings, with its tax:
 * core prices it exactly as the portal's preview and submit do (kept items pay no fee).
 */
export async function checkReturnFee(
  deps: Deps,
  storeId: string,
  input: FeeCheckInput,
): Promise<ReturnFeeCheckResponse> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  const order = await deps.platform.getOrder(storeId, input.order_id);
  if (!order) throw notFound('Order not found');

  const fields: Record<string, string> = {};
  input.items.forEach((item, i) => {
    const line = order.line_items.find((l) => l.id === item.line_item_id);
    if (!line) fields[`items.${i}.line_item_id`] = 'This item is not part of the order';
    else if (item.quantity > line.quantity) fields[`items.${i}.quantity`] = `At most ${line.quantity}`;
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
  const refs = emptyRefs();
  input.items.forEach((item, i) => {
    if (item.reason_id) refs.reasons.push({ field: `items.${i}.reason_id`, id: item.reason_id });
  });
  await checkCatalogueRefs(deps, storeId, refs);

  const wanted = new Set(input.items.map((i) => i.line_item_id));
  const productIds = [
    ...new Set(
      order.line_items
        .filter((l) => wanted.has(l.id))
        .map((l) => l.product_id)
        .filter((id): id is string => !!id),
    ),
  ];
  const products = productIds.length
    ? await deps.platform.listProducts(storeId, { ids: productIds, limit: 250 })
    : [];
  // The merchant checks any order: no units are held back by earlier requests here.
  const policy = effectiveStorePolicy(store.policySettings, gatingPlan(deps.config, store));
  const lines = lineFactsOf(order, {
    products,
    requested: new Map(),
    markets: policy.markets,
    now: deps.clock().getTime(),
  });
  const result = returnFeeCheck({
    kind: input.kind,
    order,
    policy,
    rules: await loadRuleSet(deps.db, storeId),
    taxRates: await loadTaxRates(deps.db, storeId),
    items: input.items.flatMap((item) => {
      const line = lines.find((l) => l.line.id === item.line_item_id);
      return line ? [{ line, quantity: item.quantity, reason_id: item.reason_id }] : [];
    }),
  });
  return {
    currency: order.currency,
    fee: fromMinor(result.fee, order.currency),
    tax: fromMinor(result.tax, order.currency),
    total: fromMinor(result.fee + result.tax, order.currency),
    source: result.source,
    rule: result.rule,
  };
}
