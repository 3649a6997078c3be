import { type ExchangeVariant, type ProductVariantsResponse, shopperMessageOf as say } from '@roundtrip/core';
import { type StorePolicy, suggestVariant } from '@roundtrip/core/policy';
import {
  exchangeRuleRefusal,
  exchangeVariantOf,
  ruleContextOf,
  unavailableVariant,
} from '@roundtrip/core/requests';
import { and, eq } from 'drizzle-orm';
import { reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import type { LineItem, Order, Product } from '../../platform/platform';
import { storePolicyOf } from '../../store/store-policy';
import { requireSession } from '../auth/require-portal-session';
import { loadOrder } from '../requests/submit/load-order';
import { loadRuleSet } from '../rules/load-rules';
import { giftVariants } from './gift';

/**
 * Variants a shopper may exchange to: products of the session's own order, or any active product
 * when the store exchanges with other products (Grow). With `lineItemId` (the item replaced) the
 * exchange rules and the payment capture rule apply, and smart exchange marks a suggestion.
 */
export async function getProductVariants(
  deps: Deps,
  input: {
    sessionId: string;
    productId: string;
    lineItemId?: string | undefined;
    reasonId?: string | undefined;
  },
): Promise<ProductVariantsResponse> {
  const portal = await requireSession(deps, input.sessionId);
  const order = await loadOrder(deps, portal);
  const policy = storePolicyOf(deps.config, portal.store);
  const inOrder = order.line_items.some((l) => l.product_id === input.productId);
  const line = input.lineItemId ? order.line_items.find((l) => l.id === input.lineItemId) : undefined;
  if (input.lineItemId && !line) throw shopperError('NOT_FOUND', say('ITEM_NOT_FOUND'));
  if (!inOrder && !(policy.exchange_with_other_products && line))
    throw shopperError('NOT_FOUND', say('PRODUCT_NOT_FOUND'));
  const [product] = await deps.platform.listProducts(portal.store.id, { ids: [input.productId] });
  if (product?.status !== 'active') throw shopperError('NOT_FOUND', say('PRODUCT_NOT_FOUND'));
  const sorted = [...product.variants].sort((a, b) => a.position - b.position);
  let variants = sorted.map((v) => exchangeVariantOf(v, policy));
  if (line) {
    variants = await applyRules(deps, {
      storeId: portal.store.id,
      order,
      line,
      product,
      policy,
      variants,
      reasonId: input.reasonId,
    });
  }
  const answer = {
    product_id: product.id,
    title: product.title,
    image_url: product.image_url,
    options: product.options,
    variants,
  };
  return portal.session.gift ? giftVariants(answer, line?.price) : answer;
}

async function applyRules(
  deps: Deps,
  input: {
    storeId: string;
    order: Order;
    line: LineItem;
    product: Product;
    policy: StorePolicy;
    variants: ExchangeVariant[];
    reasonId?: string | undefined;
  },
): Promise<ExchangeVariant[]> {
  const { storeId, order, line, product, policy } = input;
  const rules = await loadRuleSet(deps.db, storeId);
  const bought =
    line.product_id === product.id
      ? product
      : ((line.product_id
          ? (await deps.platform.listProducts(storeId, { ids: [line.product_id] }))[0]
          : undefined) ?? null);
  const now = deps.clock().getTime();
  const ctx = ruleContextOf({
    order,
    line,
    product: bought,
    reasonId: input.reasonId,
    markets: policy.markets,
    now,
  });
  const ruled = input.variants.map((v) => {
    if (!v.selectable) return v;
    const refusal = exchangeRuleRefusal({
      policy,
      exchangeRules: rules.exchange,
      ctx,
      original: { product_id: line.product_id ?? '', price: line.price },
      candidate: { product_id: product.id, price: v.price ?? '0', collection_ids: product.collection_ids },
      orderCreatedAt: order.created_at,
      currency: order.currency,
    });
    return refusal ? { ...v, ...unavailableVariant(refusal) } : v;
  });
  if (!policy.smart_exchange || !input.reasonId || line.product_id !== product.id) return ruled;
  const [reason] = await deps.db
    .select({ name: reasons.name })
    .from(reasons)
    .where(and(eq(reasons.id, input.reasonId), eq(reasons.storeId, storeId)))
    .limit(1);
  const boughtVariant = product.variants.find((v) => v.id === line.variant_id);
  const suggested = suggestVariant({
    options: product.options,
    bought: product.options.map((o) => ({
      name: o.name,
      value: boughtVariant?.[`option${o.position}` as 'option1'] ?? '',
    })),
    reason: reason?.name,
    variants: ruled,
  });
  return ruled.map((v) => ({ ...v, suggested: v.id === suggested }));
}
