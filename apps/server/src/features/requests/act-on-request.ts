import type { RequestStatus } from '@roundtrip/core/lifecycle';
import type { Permission } from '@roundtrip/core/permissions';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import {
  type RequestItemRow,
  type RequestRow,
  requestActionKeys,
  requestItems,
  requests,
} from '../../db/schema';
import { afterCommit } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { bodyHash, keyReused, lockIdempotencyKey } from '../../idempotency';
import { queueEventNotification } from '../../notifications/queue-notification';
import { crashPoint } from '../../outbox/crash-point';
import { enqueueEffects, type PlannedEffect } from '../../outbox/enqueue';
import { recordRequestEvent } from '../../request-events/record-request-event';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { itemsOf, lockRequest } from './lock-request';
import { requestConflict } from './request-conflict';

export type ActionContext = { tx: Tx; request: RequestRow; items: RequestItemRow[]; now: Date };
export type ActionPlan = {
  status?: RequestStatus;
  patch?: Partial<typeof requests.$inferInsert>;
  items?: { id: string; patch: Partial<typeof requestItems.$inferInsert> }[];
  event: { type: string; message: string; customerVisible?: boolean; data?: Record<string, unknown> };
  effects?: PlannedEffect[];
  /** Further writes in the same transaction (refund records, reships...). */
  after?: (tx: Tx) => Promise<void>;
};
export type ActionOptions = {
  requestId: string;
  action: string;
  permission: Permission;
  idempotencyKey?: string | undefined;
  /** The action's body: the same key with another body is refused (422), not replayed. */
  body?: object | undefined;
};

/** What a key row stores about its first call; rows written before the hash was kept have none. */
const storedKey = z.object({ body_hash: z.string().optional() });

/** The body without its key: the key names the call, the rest is what the call asked for. */
const hashOf = (body: ActionOptions['body']): string =>
  bodyHash(Object.fromEntries(Object.entries(body ?? {}).filter(([name]) => name !== 'idempotency_key')));

/** The request as the email should address it: an action may have just changed the contact. */
function withPatchedContact(request: RequestRow, patch: ActionPlan['patch']): RequestRow {
  const email = patch?.customerEmail;
  const name = patch?.customerName;
  return {
    ...request,
    customerEmail: typeof email === 'string' ? email : request.customerEmail,
    customerName: typeof name === 'string' ? name : request.customerName,
  };
}

/**
 * The request lifecycle's one write path (DESIGN.md): permission, row lock, state machine (inside
 * `plan`), then the status, counters, event row and one outbox job per side effect in a single
 * transaction. The same idempotency key again is answered without acting, also when it arrives while
 * the first call runs (it waits for it); another body, request or action with that key answers 422;
 * a request that changed meanwhile answers 409 with its current status (docs/limits.md).
 */
export async function actOnRequest(
  deps: Deps,
  auth: AuthContext,
  opts: ActionOptions,
  plan: (ctx: ActionContext) => ActionPlan | Promise<ActionPlan>,
): Promise<{ replayed: boolean }> {
  requirePermission(auth, opts.permission);
  const hash = hashOf(opts.body);
  const done = await deps.db.transaction(async (tx) => {
    // The key's lock before the row's, always in this order: a repeat waits for the first call to
    // commit and then finds its key row; the same key on two requests cannot both insert it.
    if (opts.idempotencyKey) await lockIdempotencyKey(tx, 'actionKey', auth.storeId, opts.idempotencyKey);
    const request = await lockRequest(tx, auth.storeId, opts.requestId);
    if (opts.idempotencyKey) {
      const [seen] = await tx
        .select()
        .from(requestActionKeys)
        .where(
          and(eq(requestActionKeys.storeId, auth.storeId), eq(requestActionKeys.key, opts.idempotencyKey)),
        );
      if (seen) {
        const stored = storedKey.safeParse(seen.result ?? {});
        const storedHash = stored.success ? stored.data.body_hash : undefined;
        if (seen.requestId !== request.id || seen.action !== opts.action)
          throw keyReused('This idempotency key was used for another action');
        if (storedHash !== undefined && storedHash !== hash)
          throw keyReused('This idempotency key was used with another body');
        return { replayed: true };
      }
    }
    const now = deps.clock();
    const items = await itemsOf(tx, auth.storeId, request.id);
    const p = await plan({ tx, request, items, now });
    const [updated] = await tx
      .update(requests)
      .set({
        ...p.patch,
        ...(p.status ? { status: p.status } : {}),
        version: request.version + 1,
        updatedAt: now,
      })
      .where(
        and(
          eq(requests.id, request.id),
          eq(requests.storeId, auth.storeId),
          eq(requests.version, request.version),
        ),
      )
      .returning({ id: requests.id });
    if (!updated) throw requestConflict(request.status);
    for (const item of p.items ?? [])
      await tx
        .update(requestItems)
        .set(item.patch)
        .where(and(eq(requestItems.id, item.id), eq(requestItems.storeId, auth.storeId)));
    await recordRequestEvent(deps, tx, {
      storeId: auth.storeId,
      requestId: request.id,
      type: p.event.type,
      fromStatus: p.status ? request.status : null,
      toStatus: p.status ?? null,
      actorType: auth.systemActor ? 'system' : 'merchant',
      actorId: auth.systemActor ?? auth.userId,
      message: p.event.message,
      customerVisible: p.event.customerVisible ?? false,
      data: p.event.data ?? {},
      createdAt: now,
    });
    await p.after?.(tx);
    // Every event the shopper sees is also emailed to them (the outbox commits with the change).
    const notify = p.event.customerVisible
      ? await queueEventNotification(tx, withPatchedContact(request, p.patch), p.event, now)
      : null;
    const effects = [...(p.effects ?? []), ...(notify ? [notify] : [])];
    if (effects.length)
      await enqueueEffects(deps.sender, tx, { storeId: auth.storeId, requestId: request.id, now }, effects);
    if (opts.idempotencyKey)
      await tx.insert(requestActionKeys).values({
        storeId: auth.storeId,
        key: opts.idempotencyKey,
        requestId: request.id,
        action: opts.action,
        result: { body_hash: hash },
        createdAt: now,
      });
    return { replayed: false };
  });
  afterCommit(() => crashPoint(deps, 'action_committed'));
  return done;
}
