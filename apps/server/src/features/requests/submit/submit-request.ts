import { shopperMessageOf } from '@roundtrip/core';
import { personAddressOf } from '@roundtrip/core/orders';
import {
  differenceModeRefusal,
  giftModeRefusal,
  heldUnitsRefusal,
  type PlanInput,
  requestTerms,
} from '@roundtrip/core/requests';
import { needsAddress } from '@roundtrip/core/shopper';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { requestMedia, requests } from '../../../db/schema';
import { afterCommit, inOneTransaction } from '../../../db/tenant-scope';
import type { Deps } from '../../../deps';
import { shopperError } from '../../../errors';
import { bodyHash as hashOf, lockIdempotencyKey } from '../../../idempotency';
import { queueRequestCreatedEmails } from '../../../notifications/queue-notification';
import { crashPoint } from '../../../outbox/crash-point';
import type { Order } from '../../../platform/platform';
import type { PortalSession } from '../../auth/require-portal-session';
import { customerOrdersCount, scoreRequest } from '../../risk/score-request';
import { type CreateRequestInput, checkSubmission } from './check-submission';
import { insertPlannedRequest, lockOrder } from './insert-request';
import { loadOrder } from './load-order';
import { unitsRequestedByLine } from './order-lines';
import { orRefuse } from './plan-refusal-error';
import { planRequest } from './plan-request';
import { holdRequestAllowance, openRequestAllowance } from './request-allowance';

/** The session is left out: a retry after a fresh lookup of the same order is still the same submission. */
const hashBody = ({ session_id: _session, ...rest }: CreateRequestInput) => hashOf(rest);

/** The request a submission's Idempotency-Key already made in this store, if any. */
export async function byKey(db: Db | Tx, storeId: string, key: string) {
  const [row] = await db
    .select({ id: requests.id, orderId: requests.orderId, bodyHash: requests.bodyHash })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), eq(requests.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Who submits: the shopper on the portal, or the merchant for them (features/merchant-requests). */
export type Submitter = {
  source: 'portal' | 'merchant';
  actorType: 'customer' | 'merchant';
  actorId: string;
  /** The first timeline event's words. */
  message: string;
};

const shopperSubmits = (portal: PortalSession, kind: 'return' | 'exchange'): Submitter => ({
  source: 'portal',
  actorType: 'customer',
  actorId: portal.session.id,
  message: `${kind === 'return' ? 'Return' : 'Exchange'} request submitted`,
});

/**
 * The one submission of a return or exchange, whichever channel it comes through (the portal, the
 * merchant desk): every rule is checked on the server, then the request, its items (price fields
 * snapshotted from the order), media links and the first timeline event are written in one
 * transaction, so a request the merchant makes is priced and limited exactly as the shopper's would
 * be. The Idempotency-Key makes a double tap or a retry answer the first request instead of making a
 * second one (docs/limits.md). Answers the request's id; the channel shows it as it shows requests.
 */
export async function submitRequest(
  deps: Deps,
  portal: PortalSession,
  input: { body: CreateRequestInput; idempotencyKey: string },
  submitter: Submitter = shopperSubmits(portal, input.body.kind),
): Promise<string> {
  const { idempotencyKey } = input;
  const { session, store } = portal;
  const bodyHash = hashBody(input.body);

  const repeat = (found: NonNullable<Awaited<ReturnType<typeof byKey>>>) => {
    if (found.orderId !== session.orderId || found.bodyHash !== bodyHash)
      throw shopperError('IDEMPOTENCY_KEY_REUSED', shopperMessageOf('KEY_REUSED'));
    return found.id;
  };
  // A repeat is found under the key's lock below, or here when its twin's units (now taken) and photos
  // (now attached) make planning refuse it: no look before planning, one statement less per submission.
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(deps, portal, input.body);
  } catch (error) {
    // The twin's request is the answer, not the refusal.
    const twin = await byKey(deps.db, store.id, idempotencyKey);
    if (twin) return repeat(twin);
    throw error;
  }
  const { body, order, plan, facts, planInput, reasonById, mediaById } = prepared;

  // Read before the transaction: on PGlite any query outside it would wait for it to end.
  const ordersCount = await customerOrdersCount(deps, store.id, order);
  const allowance = await openRequestAllowance(deps, store);
  const outcome = await inOneTransaction(deps.db, async (tx) => {
    // The key's turn first (a twin waits here for the first copy to commit, then answers its request),
    // then one writer per order at a time, so two submissions cannot both take the last unit.
    await lockIdempotencyKey(tx, 'portalKey', store.id, idempotencyKey);
    await lockOrder(tx, store.id, order.id);
    const raced = await byKey(tx, store.id, idempotencyKey);
    if (raced) return { raced };
    await holdRequestAllowance(tx, deps, allowance, submitter.source);
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

    const now = deps.clock();
    const customerEmail = body.email || order.email || order.customer?.email || '';
    const shipTo = personAddressOf(order.shipping_address);
    const created = await insertPlannedRequest(deps, tx, {
      storeId: store.id,
      order,
      plan,
      planned: { facts, input: planInput },
      now,
      fields: {
        source: submitter.source,
        customerName: customerNameOf(body, order),
        customerEmail,
        customerPhoneDialCode: body.phone.dial_code,
        customerPhone: body.phone.number,
        sessionId: session.id,
        language: body.language ?? null,
        method: body.method,
        // Drop-off and self-ship never ask for an address; a stray one is not kept.
        address: needsAddress(body.method) ? (body.address ?? null) : null,
        shipTo: body.kind === 'exchange' ? (body.ship_to ?? shipTo) : null,
        bankAccountHolderName: body.bank_details?.account_holder_name ?? null,
        bankAccountNumber: body.bank_details?.account_number ?? null,
        bankCode: body.bank_details?.bank_code ?? null,
        idempotencyKey,
        bodyHash,
      },
      items: body.items.map((item) => ({
        reasonId: item.reason_id,
        reason: reasonById.get(item.reason_id)?.name ?? '',
        comment: item.comment,
        quantity: item.quantity,
      })),
      created: {
        actorType: submitter.actorType,
        actorId: submitter.actorId,
        message: submitter.message,
        data: { idempotency_key: idempotencyKey, items: plan.items.length },
      },
    });
    await scoreRequest(
      tx,
      {
        storeId: store.id,
        requestId: created.request.id,
        kind: body.kind,
        email: customerEmail,
        address: needsAddress(body.method) ? (body.address ?? null) : shipTo,
        order,
        paidMinor: plan.refund.totals.paid,
        newItems: plan.items.flatMap((i) =>
          i.exchanges.map((e) => ({ price: e.variant.price, quantity: e.quantity })),
        ),
        units: new Map(plan.items.map((i) => [i.line.line.id, i.input.quantity])),
        ordersCount,
      },
      now,
    );
    for (const [index, item] of body.items.entries()) {
      const itemId = created.itemIds[index];
      if (item.media_ids.length === 0 || !itemId) continue;
      const attached = await tx
        .update(requestMedia)
        .set({ requestId: created.request.id, requestItemId: itemId })
        .where(and(inArray(requestMedia.id, item.media_ids), eq(requestMedia.sessionId, session.id)))
        .returning({ id: requestMedia.id });
      if (attached.length !== item.media_ids.length || item.media_ids.some((id) => !mediaById.has(id))) {
        throw shopperError('VALIDATION_FAILED', shopperMessageOf('MEDIA_NOT_FOUND'));
      }
    }
    await queueRequestCreatedEmails(
      deps,
      tx,
      { request: created.request, store, terms: requestTerms(facts.policy, order, facts.lines) },
      now,
    );
    return { id: created.request.id };
  });

  if (outcome.raced) return repeat(outcome.raced);
  if (!outcome.id) throw new Error('request not created');
  afterCommit(() => crashPoint(deps, 'request_committed'));
  return outcome.id;
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
  const planInput = planInputOf(body, session.gift);
  const { plan, facts } = await planRequest(deps, store, order, planInput);
  orRefuse(differenceModeRefusal(plan));
  return { body, order, plan, facts, planInput, reasonById, mediaById };
}

/** What core plans from the body: the kind, the refund mode and the items (the rest is the request's). */
const planInputOf = (body: CreateRequestInput, gift: boolean): PlanInput => ({
  kind: body.kind,
  refund_mode: body.refund_mode,
  gift,
  items: body.items.map((i) => ({
    line_item_id: i.line_item_id,
    quantity: i.quantity,
    exchange_variant_id: i.exchange_variant_id,
    exchange_variants: i.exchange_variants,
    reason_id: i.reason_id,
    upsells: i.upsells,
  })),
});

/** The name the pickup address was made out to, else the order's customer. */
function customerNameOf(body: CreateRequestInput, order: Order): string {
  const person =
    needsAddress(body.method) && body.address
      ? body.address
      : (order.customer ?? order.shipping_address ?? { first_name: '', last_name: '' });
  return `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();
}
