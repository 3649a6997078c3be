import { type PortalUpsellsResponse, shopperMessageOf } from '@roundtrip/core';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { upsellsFor } from '@roundtrip/core/rules';
import { gatingPlan } from '../../billing';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { requireSession } from '../auth/require-portal-session';
import { loadRuleSet } from '../rules/load-rules';
import { amountOut } from './amounts';
import { loadOrder } from './load-order';
import { orderLines } from './order-lines';

/**
 * The upsell cards of the exchange page: the store's active upsell rules that match a line of the
 * session's order (or the line given), first match per line, each rule once. Upsell booster is a Grow
 * feature, so other plans answer an empty list; a gift session too (its pages show no prices).
 */
export async function getUpsells(
  deps: Deps,
  input: { sessionId: string; lineItemId?: string | undefined },
): Promise<PortalUpsellsResponse> {
  const portal = await requireSession(deps, input.sessionId);
  const { store, session } = portal;
  const order = await loadOrder(deps, portal);
  if (input.lineItemId && !order.line_items.some((l) => l.id === input.lineItemId)) {
    throw shopperError('NOT_FOUND', shopperMessageOf('ITEM_NOT_FOUND'));
  }
  if (session.gift || !isFeatureUnlocked(gatingPlan(deps.config, store), 'upsell_booster'))
    return { upsells: [] };
  const lines = (await orderLines(deps, store.id, order)).filter(
    (l) => !input.lineItemId || l.line.id === input.lineItemId,
  );
  const { upsell } = await loadRuleSet(deps.db, store.id);
  const matched = upsellsFor(
    upsell,
    lines.map((l) => l.ruleContext),
  );
  if (matched.length === 0) return { upsells: [] };
  const ids = [...new Set(matched.flatMap((r) => r.outcome.product_ids))];
  const products = (await deps.platform.listProducts(store.id, { ids })).filter((p) => p.status === 'active');
  return {
    upsells: matched
      .map((rule) => ({
        rule_id: rule.id,
        headline: rule.outcome.headline,
        discount_type: rule.outcome.discount_type,
        discount_value: rule.outcome.discount_value,
        products: rule.outcome.product_ids.flatMap((id) => {
          const p = products.find((x) => x.id === id || `gid://shopify/Product/${x.id}` === id);
          if (!p) return [];
          const prices = p.variants.map((v) => Number(v.price)).filter((n) => Number.isFinite(n));
          return [
            {
              id: p.id,
              title: p.title,
              image_url: p.image_url,
              price: amountOut(prices.length > 0 ? Math.min(...prices) : 0, store.currency),
              currency: store.currency,
            },
          ];
        }),
      }))
      .filter((u) => u.products.length > 0),
  };
}
