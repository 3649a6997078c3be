import { type CancelItemsBody, type PortalRequestDetails, shopperMessageOf } from '@roundtrip/core';
import { cancellationRefusal, cancelsWholeOrder } from '@roundtrip/core/cancellations';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { bodyHash as hashOf, lockIdempotencyKey } from '../../idempotency';
import { enqueueEffects } from '../../outbox/enqueue';
import type { Order } from '../../platform/platform';
import { recordRequestEvent } from '../../request-events/record-request-event';
import { type PortalSession, requireSession } from '../auth/require-portal-session';
import { requestDetails } from '../portal/request-details';
import { lockOrder } from '../requests/submit/insert-request';
import { loadOrder } from '../requests/submit/load-order';
import { byKey } from '../requests/submit/submit-request';
import { cancellationFacts } from './cancellation-facts';

/**
 * The shopper cancels units that have not shipped: core checks the store's switch and each line's
 * unshipped units, then the cancellation request, its items, its `created` event and the platform step
 * (`cancel_items`) are written in one transaction (the outbox). Nothing is approved by hand: the step
 * cancels on the platform and records the refund the platform computed. A repeat with the same
 * Idempotency-Key answers the first request (docs/limits.md).
 */
export async function cancelItems(
  deps: Deps,
  input: { body: CancelItemsBody; idempotencyKey: string },
): Promise<PortalRequestDetails> {
  const portal = await requireSession(deps, input.body.session_id);
  const { session, store } = portal;
  const scope = { storeId: store.id, orderId: session.orderId };
  const { session_id: _session, ...hashed } = input.body;
  const bodyHash = hashOf(hashed);
  const repeat = (found: NonNullable<Awaited<ReturnType<typeof byKey>>>) => {
    if (found.orderId !== session.orderId || found.bodyHash !== bodyHash)
      throw shopperError('IDEMPOTENCY_KEY_REUSED', shopperMessageOf('KEY_REUSED'));
    return requestDetails(deps, scope, found.id);
  };
  const earlier = await byKey(deps.db, store.id, input.idempotencyKey);
  if (earlier) return repeat(earlier);

  // Platform reads happen before the transaction: on PGlite the platform shares the one connection.
  const order = await loadOrder(deps, portal);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, 'portalKey', store.id, input.idempotencyKey);
    await lockOrder(tx, store.id, order.id);
    const raced = await byKey(tx, store.id, input.idempotencyKey);
    if (raced) return { raced };
    // Read under the order's lock: two cancellations at once cannot both take the last unit.
    const facts = await cancellationFacts(deps, tx, portal, order);
    const refusal = cancellationRefusal(facts, input.body.items);
    if (refusal)
      throw shopperError(
        refusal.code === 'ITEM_NOT_IN_ORDER' || refusal.code === 'ITEM_CHOSEN_TWICE'
          ? 'VALIDATION_FAILED'
          : 'CONFLICT',
        shopperMessageOf(refusal.code),
        refusal.field,
      );
    const now = deps.clock();
    const id = await insertCancellation(tx, portal, order, { ...input, bodyHash, now });
    await recordRequestEvent(deps, tx, {
      storeId: store.id,
      requestId: id,
      type: 'created',
      toStatus: 'requested',
      actorType: 'customer',
      actorId: session.id,
      message: 'Cancellation requested',
      customerVisible: true,
      data: { idempotency_key: input.idempotencyKey, items: input.body.items.length },
      createdAt: now,
    });
    await enqueueEffects(deps.sender, tx, { storeId: store.id, requestId: id, now }, [
      {
        effect: 'cancel_items',
        payload: {
          lineItems: input.body.items.map((i) => ({ lineItemId: i.line_item_id, quantity: i.quantity })),
          wholeOrder: cancelsWholeOrder(facts, input.body.items),
        },
      },
    ]);
    return { id };
  });
  if (outcome.raced) return repeat(outcome.raced);
  if (!outcome.id) throw new Error('cancellation not created');
  return requestDetails(deps, scope, outcome.id);
}

/** The request and its items: every unit asked is approved at once, as nothing needs the merchant. */
async function insertCancellation(
  tx: Tx,
  { session, store }: PortalSession,
  order: Order,
  input: { body: CancelItemsBody; idempotencyKey: string; bodyHash: string; now: Date },
): Promise<string> {
  const { now, bodyHash } = input;
  const [countRow] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.storeId, store.id), eq(requests.orderId, order.id)));
  const customer = order.customer ?? order.shipping_address;
  const [request] = await tx
    .insert(requests)
    .values({
      storeId: store.id,
      name: `${order.name.replace(/^#/, '')}-C${(countRow?.n ?? 0) + 1}`,
      kind: 'cancellation',
      status: 'requested',
      source: 'portal',
      orderId: order.id,
      orderName: order.name,
      customerId: order.customer?.id ?? null,
      customerName: `${customer?.first_name ?? ''} ${customer?.last_name ?? ''}`.trim(),
      customerEmail: order.email ?? order.customer?.email ?? '',
      language: input.body.language ?? null,
      sessionId: session.id,
      refundMode: 'pay_to_source',
      currency: order.currency,
      presentmentCurrency: order.presentment_currency,
      taxesIncluded: order.taxes_included,
      idempotencyKey: input.idempotencyKey,
      bodyHash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: requests.id });
  if (!request) throw new Error('cancellation not inserted');
  for (const item of input.body.items) {
    const line = order.line_items.find((l) => l.id === item.line_item_id);
    if (!line) throw new Error('a checked line vanished');
    await tx.insert(requestItems).values({
      storeId: store.id,
      requestId: request.id,
      lineItemId: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      title: line.title,
      variantTitle: line.variant_title,
      sku: line.sku,
      reason: 'Cancelled before shipping',
      requestedQty: item.quantity,
      approvedQty: item.quantity,
      actualAmount: line.price_set.shop_money.amount,
      returnQuantity: line.quantity,
      selectedQuantity: item.quantity,
      requestedRefundMode: 'pay_to_source',
      createdAt: now,
      requestCreatedAt: now,
      requestKind: 'cancellation',
    });
  }
  return request.id;
}
