import { type UpsellRuleDetails, upsellRule } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import type { Deps } from '../../deps';
import { fromGid } from '../../platform/platform';
import { findRule } from './find-rule';
import { ruleViewOf } from './rule-view';

/** An upsell rule with its products as the catalogue has them now. */
export async function upsellDetails(deps: Deps, storeId: string, id: string): Promise<UpsellRuleDetails> {
  // Stored upsell rules were validated by this schema when saved.
  const rule = upsellRule.parse(ruleViewOf(await findRule(deps.db, storeId, 'upsell', id)));
  const ids = rule.outcome.product_ids.map((p) => fromGid(p) ?? p);
  const products = ids.length ? await deps.platform.listProducts(storeId, { ids, limit: 250 }) : [];
  const found = new Set(products.map((p) => p.id));
  return {
    rule,
    products: products.map((p) => {
      const currency = p.variants[0]?.currency ?? 'USD';
      const prices = p.variants.map((v) => toMinor(v.price, currency));
      return {
        id: p.id,
        title: p.title,
        handle: p.handle,
        image_url: p.image_url,
        status: p.status,
        price_min: fromMinor(prices.length ? Math.min(...prices) : 0, currency),
        price_max: fromMinor(prices.length ? Math.max(...prices) : 0, currency),
        currency,
      };
    }),
    missing_product_ids: ids.filter((p) => !found.has(p)),
  };
}
