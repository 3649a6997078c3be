import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { sideEffects } from '../../db/schema';
import { WaitingError } from '../../outbox/effect-errors';
import { cancelReturnPayload } from '../../outbox/payloads';
import type { Effect } from './effect';

// What to cancel is fixed when the merchant cancels, so that re-enabling the request before this runs
// (which clears the request's return id) cannot leave the old return open.
export type CancelReturnPayload = z.infer<typeof cancelReturnPayload>;

/** What `create_return` answers when it cancelled its return itself (its approval was cancelled first). */
export const cancelledOnCreate = z.object({ id: z.string(), status: z.string(), cancelled: z.literal(true) });

/** The create_return effects of a request whose approval a cancellation covers. */
export async function cancelledApprovals(
  db: Db | Tx,
  target: { storeId: string; requestId: string },
): Promise<Set<string>> {
  const rows = await db
    .select({ payload: sideEffects.payload })
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.storeId, target.storeId),
        eq(sideEffects.requestId, target.requestId),
        eq(sideEffects.effect, 'cancel_return'),
      ),
    );
  const ids = new Set<string>();
  for (const r of rows) {
    const parsed = cancelReturnPayload.safeParse(r.payload);
    if (parsed.success && 'createReturnId' in parsed.data) ids.add(parsed.data.createReturnId);
  }
  return ids;
}

/** The create_return effect of the request's approval that no cancellation covers yet (the newest). */
export async function openApproval(
  db: Db | Tx,
  target: { storeId: string; requestId: string },
): Promise<string | undefined> {
  const cancelled = await cancelledApprovals(db, target);
  const creates = await db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.storeId, target.storeId),
        eq(sideEffects.requestId, target.requestId),
        eq(sideEffects.effect, 'create_return'),
      ),
    )
    .orderBy(desc(sideEffects.createdAt));
  return creates.find((c) => !cancelled.has(c.id))?.id;
}

/** The platform return an approval's create_return made; waits while that effect has not finished. */
async function returnOfApproval(db: Db, storeId: string, createReturnId: string): Promise<string | null> {
  const [create] = await db
    .select()
    .from(sideEffects)
    .where(and(eq(sideEffects.id, createReturnId), eq(sideEffects.storeId, storeId)));
  if (!create || create.status === 'failed') return null;
  if (create.status === 'pending')
    throw new WaitingError('The return is still being created on the platform');
  // create_return ran after the cancellation and cancelled its return itself.
  if (cancelledOnCreate.safeParse(create.result).success) return null;
  const id = create.result?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Cancellation: cancels the platform return. A failed create_return made none that we know of; if it
 * is retried it finds its approval cancelled and cancels what it makes itself.
 */
export const cancelReturn: Effect<CancelReturnPayload> = {
  payload: cancelReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    const returnId =
      'returnId' in payload
        ? payload.returnId
        : await returnOfApproval(deps.db, request.storeId, payload.createReturnId);
    if (!returnId) return { request: payload, response: { skipped: 'no return on the platform to cancel' } };
    const ret = await deps.platform.cancelReturn(request.storeId, { idempotencyKey: row.id, returnId });
    return { request: { ...payload, returnId }, response: { id: ret.id, status: ret.status } };
  },
};
