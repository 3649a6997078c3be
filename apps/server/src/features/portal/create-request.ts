import { createHash } from 'node:crypto';
import type { PortalRequestDetails } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { requestEvents, requestItems, requestMedia, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { type CreateRequestInput, checkSubmission } from './check-submission';
import { assertGiftPlan, giftDetails, giftPlan } from './gift';
import { lineEligibility } from './line-eligibility';
import { loadOrder } from './load-order';
import { unitsRequestedByLine } from './order-lines';
import { planRequest, type RequestPlan } from './plan-request';
import { requestDetails } from './request-details';
import { type PortalSession, requireSession } from './require-session';
import { type StorePolicy, storePolicy } from './store-policy';

export const KEY_REUSED = 'This submission was already used for a different request. Please reload the page.';

export type CreateRequestResult = { created: boolean; request: PortalRequestDetails };

/** The session is left out: a retry after a fresh lookup of the same order is still the same submission. */
const hashBody = ({ session_id: _session, ...rest }: CreateRequestInput) =>
  createHash('sha256').update(JSON.stringify(rest)).digest('hex');

export const DIFFERENCE_MODE_REQUIRED = 'Please choose how you want the price difference paid back.';

async function byKey(db: Db | Tx, storeId: string, key: string) {
  const [row] = await db
    .select({ id: requests.id, orderId: requests.orderId, bodyHash: requests.bodyHash })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), eq(requests.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Submits a return or exchange: every rule is checked on the server, then the request, its items
 * (spec-3 prices snapshotted from the order), media links and the first timeline event are written
 * in one transaction. The page's Idempotency-Key makes a double tap or a retry answer the first
 * request (created: false) instead of making a second one.
 */
export async function createRequest(
  deps: Deps,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<CreateRequestResult> {
  const portal = await requireSession(deps, input.body.session_id);
  const result = await submit(deps, portal, input);
  return portal.session.gift ? { ...result, request: giftDetails(result.request) } : result;
}

async function submit(
  deps: Deps,
  portal: PortalSession,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<CreateRequestResult> {
  const { idempotencyKey } = input;
  const { session, store } = portal;
  let body = input.body;
  const scope = { storeId: store.id, orderId: session.orderId };
  const bodyHash = hashBody(body);

  const repeat = async (
    found: NonNullable<Awaited<ReturnType<typeof byKey>>>,
  ): Promise<CreateRequestResult> => {
    if (found.orderId !== session.orderId || found.bodyHash !== bodyHash)
      throw new AppError('CONFLICT', KEY_REUSED);
    return { created: false, request: await requestDetails(deps.db, scope, found.id) };
  };
  const earlier = await byKey(deps.db, store.id, idempotencyKey);
  if (earlier) return repeat(earlier);

  let policy = storePolicy(store);
  if (session.gift) {
    // Gift: store credit to the recipient's email; no bank account is kept.
    policy = giftPlan(policy, body).policy;
    body = { ...body, refund_mode: 'store_credit', bank_details: undefined, email: session.giftEmail ?? '' };
  }
  const { reasonById, mediaById } = await checkSubmission(
    deps.db,
    { storeId: store.id, sessionId: session.id },
    body,
  );
  // Platform reads happen before the transaction: on PGlite the platform shares the one connection.
  const order = await loadOrder(deps, portal);
  const plan = await planRequest(deps, store, policy, order, body);
  if (session.gift) assertGiftPlan(plan);
  if (plan.refund.totals.payer === 'merchant' && !plan.refundMode) {
    throw new AppError('VALIDATION_FAILED', DIFFERENCE_MODE_REQUIRED, {
      refund_mode: DIFFERENCE_MODE_REQUIRED,
    });
  }

  const outcome = await deps.db.transaction(async (tx) => {
    // One writer per order at a time, so two submissions cannot both take the last unit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${store.id}|${order.id}`}))`);
    const raced = await byKey(tx, store.id, idempotencyKey);
    if (raced) return { raced };
    await recheckQuantities(tx, store.id, order.id, policy, plan, deps.clock());

    const [countRow] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(and(eq(requests.storeId, store.id), eq(requests.orderId, order.id)));
    const name = `${order.name.replace(/^#/, '')}-${body.kind === 'return' ? 'R' : 'E'}${(countRow?.n ?? 0) + 1}`;
    const cur = plan.refund.shopCurrency;
    const m = (n: number) => fromMinor(n, cur);
    const t = plan.refund.totals;
    const now = deps.clock();
    const [request] = await tx
      .insert(requests)
      .values({
        storeId: store.id,
        name,
        kind: body.kind,
        status: 'requested',
        source: 'portal',
        orderId: order.id,
        orderName: order.name,
        customerId: order.customer?.id ?? null,
        customerName: `${body.address.first_name} ${body.address.last_name}`.trim(),
        customerEmail: body.email || order.email || order.customer?.email || '',
        customerPhoneDialCode: body.phone.dial_code,
        customerPhone: body.phone.number,
        sessionId: session.id,
        method: body.method,
        address: body.address,
        refundMode: plan.refundMode,
        bankAccountHolderName: body.bank_details?.account_holder_name ?? null,
        bankAccountNumber: body.bank_details?.account_number ?? null,
        bankCode: body.bank_details?.bank_code ?? null,
        currency: cur,
        presentmentCurrency: plan.refund.presentmentCurrency,
        taxesIncluded: order.taxes_included,
        isCod: plan.isCod,
        refundAmount: m(t.refund),
        presentmentRefundAmount: fromMinor(plan.refund.presentment.refund, plan.refund.presentmentCurrency),
        returnFee: m(t.fee),
        bonusAmount: m(t.bonus),
        amountDue: m(t.amount_due),
        payer: t.payer,
        idempotencyKey,
        bodyHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!request) throw new Error('request not inserted');

    for (const [index, planned] of plan.items.entries()) {
      const item = body.items[index];
      const figures = plan.refund.items.find((r) => r.id === planned.line.line.id);
      if (!item || !figures) throw new Error('plan and body disagree');
      const l = planned.line.line;
      const rl = planned.refundLine;
      const v = planned.variant;
      const [row] = await tx
        .insert(requestItems)
        .values({
          storeId: store.id,
          requestId: request.id,
          lineItemId: l.id,
          productId: l.product_id,
          variantId: l.variant_id,
          title: l.title,
          variantTitle: l.variant_title,
          sku: l.sku,
          imageUrl: planned.line.imageUrl,
          reasonId: item.reason_id,
          reason: reasonById.get(item.reason_id)?.name ?? '',
          comment: item.comment,
          requestedQty: item.quantity,
          actualAmount: rl.actual_amount,
          totalTax: rl.total_tax ?? '0',
          totalDiscount: rl.total_discount ?? '0',
          returnQuantity: rl.return_quantity,
          selectedQuantity: item.quantity,
          previouslyRefundedQty: planned.line.refundedQuantity,
          doNotCarryForwardDiscount: Boolean(rl.do_not_carry_forward_discount),
          doNotCarryForwardDiscountPercentage: String(rl.do_not_carry_forward_discount_percentage ?? 100),
          shippingAmount: rl.shipping_amount ?? '0',
          presentmentPrice: rl.presentment_price ?? null,
          exchangeProduct: v ? { price: v.price, discount: '0' } : null,
          exchangeProducts:
            planned.exchanges.length > 0
              ? planned.exchanges.map((e) => ({
                  variant_id: e.variant.id,
                  variant_price: e.variant.price,
                  quantity: e.quantity,
                  title: e.variant.title,
                }))
              : null,
          requestedRefundMode: rl.requested_refund_mode ?? plan.refundMode,
          // What the store's rules decided for this item (docs/rules.md): promotion credit, keep-it return.
          incentiveAmount: rl.incentive?.amount ?? '0',
          eligiblePromotionalAmount: rl.incentive?.amount ?? '0',
          greenReturn: rl.green_return?.amount
            ? {
                amount: rl.green_return.amount,
                refund: { mode: rl.requested_refund_mode ?? plan.refundMode ?? '' },
              }
            : null,
          exchangeVariantId: v?.id ?? null,
          exchangeVariantTitle: v?.title ?? null,
          exchangeVariantPrice: v?.price ?? null,
          paidAmount: m(figures.paid),
          refundAmount: m(figures.refund),
          feeAmount: m(figures.fee),
          bonusAmount: m(figures.bonus),
          createdAt: now,
        })
        .returning({ id: requestItems.id });
      if (!row) throw new Error('request item not inserted');
      if (item.media_ids.length > 0) {
        const attached = await tx
          .update(requestMedia)
          .set({ requestId: request.id, requestItemId: row.id })
          .where(and(inArray(requestMedia.id, item.media_ids), eq(requestMedia.sessionId, session.id)))
          .returning({ id: requestMedia.id });
        if (attached.length !== item.media_ids.length || item.media_ids.some((id) => !mediaById.has(id))) {
          throw new AppError(
            'VALIDATION_FAILED',
            'One of the files could not be found. Please upload it again.',
          );
        }
      }
    }

    await tx.insert(requestEvents).values({
      storeId: store.id,
      requestId: request.id,
      type: 'created',
      toStatus: 'requested',
      actorType: 'customer',
      actorId: session.id,
      message: `${body.kind === 'return' ? 'Return' : 'Exchange'} request submitted`,
      customerVisible: true,
      data: { idempotency_key: idempotencyKey, items: plan.items.length },
      createdAt: now,
    });
    return { id: request.id };
  });

  if (outcome.raced) return repeat(outcome.raced);
  if (!outcome.id) throw new Error('request not created');
  return { created: true, request: await requestDetails(deps.db, scope, outcome.id) };
}

/** Inside the order's lock: units taken by requests made since the plan was read still count. */
async function recheckQuantities(
  tx: Tx,
  storeId: string,
  orderId: string,
  policy: StorePolicy,
  plan: RequestPlan,
  now: Date,
): Promise<void> {
  const units = await unitsRequestedByLine(tx as unknown as Db, storeId, orderId);
  plan.items.forEach((planned, i) => {
    const held = Math.max(units.get(planned.line.line.id) ?? 0, planned.line.refundedQuantity);
    if (held === planned.line.alreadyRequested) return;
    const verdict = lineEligibility(
      policy,
      { ...planned.line, alreadyRequested: held },
      plan.kind,
      now,
      planned.input.quantity,
    );
    if (!verdict.eligible) {
      const message = verdict.reasons.join(' ');
      throw new AppError('CONFLICT', message, { [`items.${i}`]: message });
    }
  });
}
