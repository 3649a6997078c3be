import { type PortalUpsellsResponse, shopperMessageOf } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { exchangeVariantOf, upsellUnitPrice } from '@roundtrip/core/requests';
import { normaliseId, upsellsFor } from '@roundtrip/core/rules';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { gatingPlan } from '../../store/billing';
import { storePolicyOf } from '../../store/store-policy';
import { requireSession } from '../auth/require-portal-session';
import { loadOrder } from '../requests/submit/load-order';
import { orderLines } from '../requests/submit/order-lines';
import { loadRuleSet } from '../rules/load-rules';
import { amountOut } from './amounts';

/**
 * The upsell cards of the exchange page: the store's active upsell rules that match a line of the
 * session's order (or the line given, with the reason chosen), first match per line, each rule once,
 * with each product's variants at the offer's price so one can be added to the exchange. Upsell
 * booster is a Grow feature, so other plans answer an empty list; a gift session too (its pages show
 * no prices).
 */
export async function getUpsells(
  deps: Deps,
  input: { sessionId: string; lineItemId?: string | undefined; reasonId?: string | undefined },
): Promise<PortalUpsellsResponse> {
  const portal = await requireSession(deps, input.sessionId);
  const { store, session } = portal;
  const order = await loadOrder(deps, portal);
  if (input.lineItemId && !order.line_items.some((l) => l.id === input.lineItemId)) {
    throw shopperError('NOT_FOUND', shopperMessageOf('ITEM_NOT_FOUND'));
  }
  if (session.gift || !isFeatureUnlocked(gatingPlan(deps.config, store), 'upsell_booster'))
    return { upsells: [] };
  const lines = (await orderLines(deps, store, order)).filter(
    (l) => !input.lineItemId || l.line.id === input.lineItemId,
  );
  const { upsell } = await loadRuleSet(deps.db, store.id);
  const matched = upsellsFor(
    upsell,
    lines.map((l) => ({ ...l.ruleContext, reason_id: input.reasonId ?? null })),
  );
  if (matched.length === 0) return { upsells: [] };
  const ids = [...new Set(matched.flatMap((r) => r.outcome.product_ids.map(normaliseId)))];
  const products = (await deps.platform.listProducts(store.id, { ids })).filter((p) => p.status === 'active');
  const policy = storePolicyOf(deps.config, store);
  return {
    upsells: matched
      .map((rule) => ({
        rule_id: rule.id,
        headline: rule.outcome.headline,
        discount_type: rule.outcome.discount_type,
        discount_value: rule.outcome.discount_value,
        products: rule.outcome.product_ids.flatMap((id) => {
          const p = products.find((x) => x.id === normaliseId(id));
          if (!p) return [];
          const prices = p.variants.map((v) => Number(v.price)).filter((n) => Number.isFinite(n));
          const variants = [...p.variants]
            .sort((a, b) => a.position - b.position)
            .map((v) => {
              const shown = exchangeVariantOf(v, policy);
              const unit = upsellUnitPrice(rule.outcome, v.price, store.currency);
              return {
                id: v.id,
                title: v.title,
                price: amountOut(v.price, store.currency),
                offer_price: fromMinor(unit.net, store.currency),
                selectable: shown.selectable,
                unavailable_code: shown.unavailable_code,
              };
            });
          return [
            {
              id: p.id,
              title: p.title,
              image_url: p.image_url,
              price: amountOut(prices.length > 0 ? Math.min(...prices) : 0, store.currency),
              currency: store.currency,
              variants,
            },
          ];
        }),
      }))
      .filter((u) => u.products.length > 0),
  };
}
