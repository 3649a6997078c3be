import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { integrationLogs, notifications, refunds, requestEvents, requests, sideEffects } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { EFFECTS, LOG_KIND_OF, PermanentError, WaitingError } from './effects';

export type AttemptResult = 'succeeded' | 'skipped' | 'retry' | 'failed';

/** Platform refusals that another attempt would meet again (bad input, wrong state, over the cap). */
function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentError) return true;
  if (error instanceof WaitingError) return false;
  return error instanceof AppError && ['VALIDATION_FAILED', 'CONFLICT', 'NOT_FOUND'].includes(error.code);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One attempt of one side effect: calls the platform (idempotency key = the outbox row), writes a log
 * row, and on success marks the row and applies the result in one transaction. `final` is the last
 * attempt the queue allows: a failure then leaves the request needing attention, with the error.
 */
export async function runSideEffect(
  deps: Deps,
  sideEffectId: string,
  opts: { final: boolean },
): Promise<AttemptResult> {
  const [row] = await deps.db.select().from(sideEffects).where(eq(sideEffects.id, sideEffectId));
  if (!row) return 'skipped';
  if (row.status !== 'pending') return 'skipped'; // done already: a duplicate delivery
  const [request] = await deps.db
    .select()
    .from(requests)
    .where(and(eq(requests.id, row.requestId), eq(requests.storeId, row.storeId)));
  if (!request) return 'skipped';
  const attempt = row.attempts + 1;
  const started = Date.now();
  const log = {
    storeId: row.storeId,
    requestId: row.requestId,
    sideEffectId: row.id,
    kind: LOG_KIND_OF[row.effect],
    effect: row.effect,
    attempt,
  };
  try {
    const outcome = await EFFECTS[row.effect]({ deps, row, request });
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(sideEffects)
        .set({
          status: 'succeeded',
          attempts: attempt,
          lastError: null,
          result: outcome.response,
          updatedAt: now,
        })
        .where(eq(sideEffects.id, row.id));
      await outcome.apply?.(tx);
      await tx.insert(integrationLogs).values({
        ...log,
        outcome: 'succeeded',
        message: 'OK',
        request: outcome.request,
        response: outcome.response,
        durationMs: Date.now() - started,
        createdAt: now,
      });
    });
    return 'succeeded';
  } catch (error) {
    const message = messageOf(error);
    const final = opts.final || isPermanent(error);
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      await tx.insert(integrationLogs).values({
        ...log,
        outcome: 'failed',
        message,
        request: row.payload,
        response: null,
        durationMs: Date.now() - started,
        createdAt: now,
      });
      await tx
        .update(sideEffects)
        .set({
          attempts: attempt,
          lastError: message,
          updatedAt: now,
          ...(final ? { status: 'failed' as const } : {}),
        })
        .where(eq(sideEffects.id, row.id));
      const notificationId = (row.payload as { notificationId?: string }).notificationId;
      if (notificationId)
        await tx
          .update(notifications)
          .set({
            attempts: attempt,
            lastError: message,
            updatedAt: now,
            ...(final ? { status: 'failed' as const } : {}),
          })
          .where(eq(notifications.id, notificationId));
      // An email that could not be sent does not hold up the request: the page shows it failed and
      // the merchant can resend it.
      if (!final || row.effect === 'notify_customer') return;
      await tx
        .update(requests)
        .set({ needsAttention: true, attentionError: message, updatedAt: now })
        .where(eq(requests.id, row.requestId));
      const refundId = (row.payload as { refundId?: string }).refundId;
      if (refundId)
        await tx
          .update(refunds)
          .set({ status: 'failed', error: message, updatedAt: now })
          .where(eq(refunds.id, refundId));
      await tx.insert(requestEvents).values({
        storeId: row.storeId,
        requestId: row.requestId,
        type: 'needs_attention',
        actorType: 'system',
        message: `${row.effect.replace(/_/g, ' ')} failed: ${message}`,
        data: { sideEffectId: row.id, effect: row.effect },
        createdAt: now,
      });
    });
    return final ? 'failed' : 'retry';
  }
}

/**
 * Runs every pending side effect once, oldest first (tests and the CLI use it instead of waiting for
 * the queue's polling). Returns what each attempt did.
 */
export async function runPendingSideEffects(
  deps: Deps,
  opts: { storeId?: string; final?: boolean } = {},
): Promise<AttemptResult[]> {
  const rows = await deps.db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.status, 'pending'),
        opts.storeId ? eq(sideEffects.storeId, opts.storeId) : sql`true`,
      ),
    )
    .orderBy(asc(sideEffects.createdAt), asc(sideEffects.id));
  const results: AttemptResult[] = [];
  for (const r of rows) results.push(await runSideEffect(deps, r.id, { final: opts.final ?? false }));
  return results;
}

/** Whether every side effect of the request has finished well (used to clear needs attention). */
export async function hasFailedEffects(deps: Deps, requestId: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(
      and(
        eq(sideEffects.requestId, requestId),
        eq(sideEffects.status, 'failed'),
        ne(sideEffects.effect, 'notify_customer'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
