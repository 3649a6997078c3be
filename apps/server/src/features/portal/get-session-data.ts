import { itemEligibilityOf, type PortalOrderItem, type SessionDataResponse } from '@roundtrip/core';
import { isCashOnDelivery, personAddressOf } from '@roundtrip/core/orders';
import { type OrderTerms, orderRefundModes, type StorePolicy } from '@roundtrip/core/policy';
import { paidPerUnit } from '@roundtrip/core/pricing';
import { lineEligibility, termsOfOrder } from '@roundtrip/core/requests';
import type { RuleSet } from '@roundtrip/core/rules';
import type { Deps } from '../../deps';
import { orderPolicyOf, portalStoreOf, storePolicyOf } from '../../store/store-policy';
import { requireSession } from '../auth/require-portal-session';
import { loadOrder } from '../requests/submit/load-order';
import { type OrderLine, orderLines } from '../requests/submit/order-lines';
import { newRequestsRefused } from '../requests/submit/request-allowance';
import { loadRuleSet } from '../rules/load-rules';
import { hasDropOffPlace } from '../settings/drop-off-places/has-drop-off-place';
import { amountOut } from './amounts';
import { giftSessionData } from './gift';
import { requestSummaries } from './request-summaries';

type Terms = { policy: StorePolicy; productFilters: RuleSet['product_filter']; now: number };

function itemOf(l: OrderLine, terms: Terms): PortalOrderItem {
  const { line } = l;
  const presentment = line.price_set.presentment_money;
  return {
    line_item_id: line.id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    title: line.title,
    variant_title: line.variant_title,
    image_url: l.imageUrl,
    options: l.options,
    quantity: line.quantity,
    fulfilled_quantity: l.fulfilledQuantity,
    already_requested: l.alreadyRequested,
    unit_price: amountOut(line.price, line.price_set.shop_money.currency_code),
    price_paid: paidPerUnit(
      {
        price: presentment.amount,
        lineDiscount: line.total_discount_set.presentment_money.amount,
        quantity: line.quantity,
      },
      presentment.currency_code,
    ),
    total_discount: amountOut(line.total_discount, line.total_discount_set.shop_money.currency_code),
    return: itemEligibilityOf(lineEligibility({ ...terms, line: l, kind: 'return' })),
    exchange: itemEligibilityOf(lineEligibility({ ...terms, line: l, kind: 'exchange' })),
  };
}

function returnTerms(
  terms: OrderTerms,
  currency: string,
): NonNullable<SessionDataResponse['order']['terms']> {
  return { ...terms, return_fee: terms.return_fee === null ? null : amountOut(terms.return_fee, currency) };
}

/** The order list page: the order, each item's eligibility in words, and the requests made so far. */
export async function getSessionData(deps: Deps, sessionId: string): Promise<SessionDataResponse> {
  const portal = await requireSession(deps, sessionId);
  const { session, store } = portal;
  const order = await loadOrder(deps, portal);
  // Eligibility applies the order's market itself; refund modes and the terms shown are the market's.
  const storePolicy = storePolicyOf(deps.config, store);
  const policy = orderPolicyOf(deps.config, store, order);
  const rules = await loadRuleSet(deps.db, store.id);
  const terms = { policy: storePolicy, productFilters: rules.product_filter, now: deps.clock().getTime() };
  const lines = await orderLines(deps, store, order);
  const isCod = isCashOnDelivery(order);
  const delivered = lines.map((l) => l.eligibilityOrder.delivered_at).filter((d): d is string => !!d);
  const fulfilled = lines.map((l) => l.eligibilityOrder.fulfilled_at).filter((d): d is string => !!d);
  const data: SessionDataResponse = {
    session_id: sessionId,
    expires_at: session.expiresAt.toISOString(),
    store: portalStoreOf(deps.config, store, await hasDropOffPlace(deps.db, store.id)),
    order: {
      id: order.id,
      name: order.name,
      created_at: order.created_at,
      currency: order.currency,
      presentment_currency: order.presentment_currency,
      is_cod: isCod,
      fulfilled_at: fulfilled.sort()[0] ?? null,
      delivered_at: delivered.sort().at(-1) ?? null,
      refund_modes: orderRefundModes(policy, order),
      customer: {
        first_name: order.customer?.first_name ?? order.shipping_address?.first_name ?? '',
        last_name: order.customer?.last_name ?? order.shipping_address?.last_name ?? '',
        email: order.email ?? order.customer?.email ?? '',
        phone: order.phone ?? order.customer?.phone ?? order.shipping_address?.phone ?? '',
      },
      shipping_address: personAddressOf(order.shipping_address),
      items: lines.map((l) => itemOf(l, terms)),
      terms: returnTerms(termsOfOrder(storePolicy, order, lines), order.currency),
    },
    requests: await requestSummaries(deps.db, store.id, order.id),
    new_requests_refused: await newRequestsRefused(deps, store),
  };
  return session.gift ? giftSessionData(data) : data;
}
