import type { PortalRequestDetails } from '@roundtrip/core';
import { shopperMessageOf } from '@roundtrip/core';
import { differenceModeRefusal, giftModeRefusal, heldUnitsRefusal } from '@roundtrip/core/requests';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { requestEvents, requestItems, requestMedia, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { bodyHash as hashOf, lockIdempotencyKey } from '../../idempotency';
import { type PortalSession, requireSession } from '../auth/require-portal-session';
import { type CreateRequestInput, checkSubmission } from './check-submission';
import { giftDetails } from './gift';
import { loadOrder } from './load-order';
import { unitsRequestedByLine } from './order-lines';
import { orRefuse } from './plan-refusal-error';
import { planRequest } from './plan-request';
import { requestDetails } from './request-details';
import { requestAmounts, requestItemValues } from './request-values';

/** The session is left out: a retry after a fresh lookup of the same order is still the same submission. */
const hashBody = ({ session_id: _session, ...rest }: CreateRequestInput) => hashOf(rest);

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
 * request, as the first call answered it (201), instead of making a second one (docs/limits.md).
 */
export async function createRequest(
  deps: Deps,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<PortalRequestDetails> {
  const portal = await requireSession(deps, input.body.session_id);
  const request = await submit(deps, portal, input);
  return portal.session.gift ? giftDetails(request) : request;
}

async function submit(
  deps: Deps,
  portal: PortalSession,
  input: { body: CreateRequestInput; idempotencyKey: string },
): Promise<PortalRequestDetails> {
  const { idempotencyKey } = input;
  const { session, store } = portal;
  const scope = { storeId: store.id, orderId: session.orderId };
  const bodyHash = hashBody(input.body);

  const repeat = async (found: NonNullable<Awaited<ReturnType<typeof byKey>>>) => {
    if (found.orderId !== session.orderId || found.bodyHash !== bodyHash)
      throw shopperError('IDEMPOTENCY_KEY_REUSED', shopperMessageOf('KEY_REUSED'));
    return requestDetails(deps.db, scope, found.id);
  };
  const earlier = await byKey(deps.db, store.id, idempotencyKey);
  if (earlier) return repeat(earlier);

  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(deps, portal, input.body);
  } catch (error) {
    // A twin with this key may have committed since the first look: its units now count as taken and
    // its photos as attached, so this copy is refused. The twin's request is the answer, not the refusal.
    const twin = await byKey(deps.db, store.id, idempotencyKey);
    if (twin) return repeat(twin);
    throw error;
  }
  const { body, order, plan, facts, reasonById, mediaById } = prepared;

  const outcome = await deps.db.transaction(async (tx) => {
    // The key's turn first (a twin waits here for the first copy to commit, then answers its request),
    // then one writer per order at a time, so two submissions cannot both take the last unit.
    await lockIdempotencyKey(tx, 'portalKey', store.id, idempotencyKey);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${store.id}|${order.id}`}))`);
    const raced = await byKey(tx, store.id, idempotencyKey);
    if (raced) return { raced };
    // Units taken by requests made since the plan was read still count.
    const held = await unitsRequestedByLine(tx, store.id, order.id);
    orRefuse(
      heldUnitsRefusal(plan, {
        held,
        policy: facts.policy,
        productFilters: facts.rules.product_filter,
        now: deps.clock().getTime(),
      }),
    );

    const [countRow] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(requests)
      .where(and(eq(requests.storeId, store.id), eq(requests.orderId, order.id)));
    const name = `${order.name.replace(/^#/, '')}-${body.kind === 'return' ? 'R' : 'E'}${(countRow?.n ?? 0) + 1}`;
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
        ...requestAmounts(plan),
        bankAccountHolderName: body.bank_details?.account_holder_name ?? null,
        bankAccountNumber: body.bank_details?.account_number ?? null,
        bankCode: body.bank_details?.bank_code ?? null,
        taxesIncluded: order.taxes_included,
        idempotencyKey,
        bodyHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!request) throw new Error('request not inserted');

    for (const [index, planned] of plan.items.entries()) {
      const item = body.items[index];
      if (!item) throw new Error('plan and body disagree');
      const [row] = await tx
        .insert(requestItems)
        .values({
          storeId: store.id,
          requestId: request.id,
          reasonId: item.reason_id,
          reason: reasonById.get(item.reason_id)?.name ?? '',
          ...requestItemValues(plan, planned, item),
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
          throw shopperError('VALIDATION_FAILED', shopperMessageOf('MEDIA_NOT_FOUND'));
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
  return requestDetails(deps.db, scope, outcome.id);
}

/** Everything checked and read before the transaction; a refusal here is thrown. */
async function prepare(deps: Deps, portal: PortalSession, submitted: CreateRequestInput) {
  const { session, store } = portal;
  let body = submitted;
  if (session.gift) {
    // Gift: store credit to the recipient's email; no bank account is kept.
    orRefuse(giftModeRefusal(body.refund_mode));
    body = { ...body, refund_mode: 'store_credit', bank_details: undefined, email: session.giftEmail ?? '' };
  }
  const { reasonById, mediaById } = await checkSubmission(
    deps.db,
    { storeId: store.id, sessionId: session.id },
    body,
  );
  // Platform reads happen before the transaction: on PGlite the platform shares the one connection.
  const order = await loadOrder(deps, portal);
  const { plan, facts } = await planRequest(deps, store, order, { ...body, gift: session.gift });
  orRefuse(differenceModeRefusal(plan));
  return { body, order, plan, facts, reasonById, mediaById };
}
