import type { ReturnFeeCheckResponse } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { computeRefund, computeTaxMinor } from '@roundtrip/core/pricing';
import { returnFeeFor } from '@roundtrip/core/rules';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { storedPolicy } from '../settings/policies/policy-view';
import { loadTaxRates } from '../tax/load-tax-rates';
import { checkCatalogueRefs, emptyRefs } from './check-catalogue';
import { loadRules } from './load-rules';
import { ruleContextOf } from './rule-context';

export type FeeCheckInput = {
  order_id: string;
  kind: 'return' | 'exchange';
  items: { line_item_id: string; quantity: number; reason_id?: string | undefined }[];
};

/** The fee a request of these items would pay under the store's rules and settings, with its tax. */
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
  const lines = input.items.map((item, i) => {
    const line = order.line_items.find((l) => l.id === item.line_item_id);
    if (!line) fields[`items.${i}.line_item_id`] = 'This item is not part of the order';
    else if (item.quantity > line.quantity) fields[`items.${i}.quantity`] = `At most ${line.quantity}`;
    return line;
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
  const refs = emptyRefs();
  input.items.forEach((item, i) => {
    if (item.reason_id) refs.reasons.push({ field: `items.${i}.reason_id`, id: item.reason_id });
  });
  await checkCatalogueRefs(deps, storeId, refs);

  const productIds = [...new Set(lines.map((l) => l?.product_id).filter((id): id is string => !!id))];
  const products = productIds.length
    ? await deps.platform.listProducts(storeId, { ids: productIds, limit: 250 })
    : [];
  const paid = computeRefund({
    items: input.items.map((item, i) => {
      const line = lines[i];
      if (!line) throw notFound('Order line not found');
      return {
        id: `${i}`,
        actual_amount: line.price,
        total_discount: line.total_discount,
        total_tax: line.tax_lines.reduce((n, t) => n + Number(t.price), 0).toFixed(3),
        return_quantity: line.quantity,
        selected_quantity: item.quantity,
      };
    }),
    shopCurrency: order.currency,
    taxesIncluded: order.taxes_included,
  }).items.map((r) => r.paid);

  const now = deps.clock();
  const result = returnFeeFor({
    rules: await loadRules(deps.db, storeId, 'return_fee'),
    kind: input.kind,
    currency: order.currency,
    settingFee: storedPolicy(store).return_fee,
    items: input.items.map((item, i) => {
      const line = lines[i];
      if (!line) throw notFound('Order line not found');
      const product = products.find((p) => p.id === line.product_id);
      return {
        ctx: ruleContextOf({ order, line, product, reasonId: item.reason_id, now }),
        paid: paid[i] ?? 0,
      };
    }),
  });
  const tax =
    result.fee > 0 ? computeTaxMinor(await loadTaxRates(deps.db, storeId), result.fee, order.currency) : 0;
  return {
    currency: order.currency,
    fee: fromMinor(result.fee, order.currency),
    tax: fromMinor(tax, order.currency),
    total: fromMinor(result.fee + tax, order.currency),
    source: result.source,
    rule: result.rule,
  };
}
