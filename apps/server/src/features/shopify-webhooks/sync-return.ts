import { approveQuantity } from '@roundtrip/core/lifecycle';
import { type ReturnSync, returnSync } from '@roundtrip/core/shopify-sync';
import { and, eq, inArray } from 'drizzle-orm';
import { type RequestRow, requests, type StoreRow, sideEffects } from '../../db/schema';
import type { Deps } from '../../deps';
import { WaitingError } from '../../outbox/effect-errors';
import type { Return } from '../../platform/platform';
import { paymentsOnClose } from '../../providers/payments/on-close';
import { type ActionContext, type ActionPlan, actOnRequest } from '../requests/act-on-request';
import { counterPatch, countersOf } from '../requests/item-counters';
import { assertTransition } from '../requests/request-conflict';
import { flagRequest } from './flag-request';
import { type HandlerResult, ignored, inShopify, processed } from './topic-handler';

/**
 * Our effects that change the platform return (a refund processes and closes it): while one is pending,
 * Shopify's state is in flux.
 */
const RETURN_EFFECTS = [
  'create_return',
  'decline_return',
  'cancel_return',
  'dispose_items',
  'refund',
  'store_credit',
  'close_return',
] as const;

export async function requestOfReturn(
  deps: Deps,
  storeId: string,
  returnId: string,
): Promise<RequestRow | null> {
  const [row] = await deps.db
    .select()
    .from(requests)
    .where(and(eq(requests.storeId, storeId), eq(requests.platformReturnId, returnId)))
    .limit(1);
  return row ?? null;
}

/** The lifecycle move the merchant made in Shopify, as our request's change. */
function movePlan(deps: Deps, move: Extract<ReturnSync, { kind: 'move' }>, ret: Return) {
  return async ({ tx, request, items, now }: ActionContext): Promise<ActionPlan> => {
    const status = assertTransition(request.status, move.action, request.kind);
    // Shopify tells the customer itself; our timeline records it without emailing them again.
    if (move.action === 'approve')
      return {
        status,
        // Shopify approves the whole return: every unit requested is approved.
        items: items.map((i) => ({
          id: i.id,
          patch: counterPatch(approveQuantity({ ...countersOf(i), approved: 0 }, i.requestedQty)),
        })),
        event: { type: 'approved', message: 'Approved in Shopify', data: { return_id: ret.id } },
      };
    const note = ret.decline?.note ?? ret.decline?.reason ?? '';
    return {
      status,
      patch: { closedAt: now },
      // Closed in Shopify as by our own reject or cancel: a paid price difference goes back the same way.
      effects: await paymentsOnClose(deps, tx, request),
      event:
        move.action === 'reject'
          ? { type: 'rejected', message: note ? `Declined in Shopify: ${note}` : 'Declined in Shopify' }
          : { type: 'cancelled', message: 'Cancelled in Shopify' },
    };
  };
}

/**
 * Brings the request of a Shopify return in step with the return as Shopify has it now (read again,
 * so late or repeated deliveries of any returns/* topic converge). Our own approval, decline or
 * cancellation coming back finds the request already there; while one of ours is still on its way,
 * the webhook waits and is retried.
 */
export async function syncReturn(deps: Deps, store: StoreRow, returnId: string): Promise<HandlerResult> {
  const request = await requestOfReturn(deps, store.id, returnId);
  if (!request) return ignored(`No request has Shopify return ${returnId}`);
  const pending = await deps.db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.storeId, store.id),
        eq(sideEffects.requestId, request.id),
        eq(sideEffects.status, 'pending'),
        inArray(sideEffects.effect, [...RETURN_EFFECTS]),
      ),
    )
    .limit(1);
  if (pending.length > 0)
    throw new WaitingError('Our own change to this return is still on its way to Shopify');
  const ret = await deps.platform.getReturn(store.id, returnId);
  if (!ret) return ignored(`Shopify return ${returnId} no longer exists`);
  const sync = returnSync(request, ret.status);
  if (sync.kind === 'none') return processed(`Request ${request.name} is already in step (${ret.status})`);
  if (sync.kind === 'attention') {
    await flagRequest(deps, store, request, sync.message);
    return processed(`Request ${request.name} needs attention: ${sync.message}`);
  }
  await actOnRequest(
    deps,
    inShopify(store),
    { requestId: request.id, action: `shopify_${sync.action}`, permission: 'request.edit' },
    movePlan(deps, sync, ret),
  );
  return processed(`Request ${request.name}: ${sync.action} (Shopify ${ret.status})`);
}
