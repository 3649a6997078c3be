import { type PortalCatalogueResponse, shopperMessageOf as say } from '@roundtrip/core';
import { catalogueCardOf, otherProductOffered } from '@roundtrip/core/requests';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import type { Product } from '../../platform/platform';
import { storePolicyOf } from '../../store/store-policy';
import { requireSession } from '../auth/require-portal-session';
import { loadOrder } from '../requests/submit/load-order';
import { orderLines } from '../requests/submit/order-lines';
import { loadRuleSet } from '../rules/load-rules';
import { amountOut } from './amounts';

const PAGE = 24;
const MAX_READS = 5;

/**
 * The exchange page's catalogue (exchange with other products, Grow): the store's active products a
 * shopper may take instead of the item, by title words and collection, a page at a time, each with its
 * lowest price and whether a variant may be picked now. The item's exchange rule decides which products
 * are listed; its variants, prices and stock are checked again on the variants list and the preview.
 */
export async function browseCatalogue(
  deps: Deps,
  input: {
    sessionId: string;
    lineItemId: string;
    reasonId?: string | undefined;
    query?: string | undefined;
    collectionId?: string | undefined;
    after?: string | undefined;
  },
): Promise<PortalCatalogueResponse> {
  const portal = await requireSession(deps, input.sessionId);
  const { store } = portal;
  const policy = storePolicyOf(deps.config, store);
  const order = await loadOrder(deps, portal);
  const line = (await orderLines(deps, store, order)).find((l) => l.line.id === input.lineItemId);
  if (!line) throw shopperError('NOT_FOUND', say('ITEM_NOT_FOUND'));
  if (!policy.exchange_with_other_products) throw shopperError('CONFLICT', say('OTHER_PRODUCTS_OFF'));

  const rules = await loadRuleSet(deps.db, store.id);
  const ctx = { ...line.ruleContext, reason_id: input.reasonId ?? null };
  const offered = (p: Product) =>
    p.status === 'active' &&
    p.id !== line.line.product_id &&
    otherProductOffered({
      policy,
      exchangeRules: rules.exchange,
      ctx,
      originalProductId: line.line.product_id ?? '',
      product: p,
    });
  // A rule may leave out most of a platform page: read on (a few pages at most) until one is filled.
  const products: Product[] = [];
  let after = input.after;
  let more = true;
  for (let reads = 0; more && reads < MAX_READS && products.length < PAGE; reads++) {
    const page = await deps.platform.listProducts(store.id, {
      limit: PAGE,
      ...(input.query ? { query: input.query } : {}),
      ...(input.collectionId ? { collectionId: input.collectionId } : {}),
      ...(after ? { after } : {}),
    });
    products.push(...page.filter(offered));
    more = page.length === PAGE;
    after = page.at(-1)?.id ?? after;
  }
  const collections = await deps.platform.listCollections(store.id);
  const gift = portal.session.gift;
  return {
    collections: collections.map((c) => ({ id: c.id, title: c.title })),
    products: products.map((p) => {
      const card = catalogueCardOf(p.variants, policy);
      return {
        id: p.id,
        title: p.title,
        image_url: p.image_url,
        from_price: gift || card.from_price === null ? null : amountOut(card.from_price, store.currency),
        currency: store.currency,
        available: card.available,
      };
    }),
    // A full platform page may have more after it, even when this one ends short of a page.
    next: more ? (after ?? null) : null,
  };
}
