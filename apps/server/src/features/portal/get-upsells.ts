import type { PortalUpsellsResponse } from '@roundtrip/core';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { upsellsFor } from '../rules/portal-rules';
import { amountOut } from './amounts';
import { loadOrder } from './load-order';
import { orderLines } from './order-lines';
import { requireSession } from './require-session';

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
    throw notFound('Item not found');
  }
  if (session.gift || !isFeatureUnlocked(store.planName, 'upsell_booster')) return { upsells: [] };
  const lines = (await orderLines(deps, store.id, order)).filter(
    (l) => !input.lineItemId || l.line.id === input.lineItemId,
  );
  const matched = await upsellsFor(
    deps.db,
    store.id,
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
