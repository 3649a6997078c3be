import type { SideEffect } from '@roundtrip/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { integrationLogs, type RequestRow, requests, type SideEffectRow, sideEffects } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { queueAttentionEmail } from '../notifications/queue-notification';
import { crashPoint } from '../outbox/crash-point';
import { PermanentError, WaitingError } from '../outbox/effect-errors';
import { enqueueEffects } from '../outbox/enqueue';
import { recordRequestEvent } from '../request-events/record-request-event';
import { EFFECTS, type ParsedPayload, parsePayload } from './effects';
import type { Effect } from './effects/effect';

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
  return attemptEffect(deps, row.effect, { row, request, final: opts.final });
}

type Attempt = { row: SideEffectRow; request: RequestRow; final: boolean };

/** Generic over the kind, so the payload its schema parsed is the one its handler takes. */
async function attemptEffect<K extends SideEffect>(deps: Deps, kind: K, a: Attempt): Promise<AttemptResult> {
  const effect = EFFECTS[kind];
  const parsed = parsePayload(kind, a.row.payload);
  const started = Date.now();
  try {
    // A payload its schema refuses would be refused on every attempt: the row fails at once.
    if (!parsed.ok) throw new PermanentError(parsed.error);
    const outcome = await effect.run({ deps, row: a.row, request: a.request, payload: parsed.payload });
    // The outside call answered and nothing here knows yet: a retry must not do it twice.
    crashPoint(deps, `after:${kind}`);
    const now = deps.clock();
    const recorded = await deps.db.transaction(async (tx) => {
      const [mine] = await tx
        .update(sideEffects)
        .set({
          status: 'succeeded',
          attempts: a.row.attempts + 1,
          lastError: null,
          result: outcome.response,
          updatedAt: now,
        })
        .where(stillPending(a.row.id))
        .returning({ id: sideEffects.id });
      if (!mine) return false;
      await outcome.apply?.(tx);
      await tx.insert(integrationLogs).values({
        ...logOf(a.row, effect),
        outcome: 'succeeded',
        message: 'OK',
        request: outcome.request,
        response: outcome.response,
        durationMs: Date.now() - started,
        createdAt: now,
      });
      return true;
    });
    return recorded ? 'succeeded' : 'skipped';
  } catch (error) {
    return recordFailure(deps, kind, a, { error, parsed, started });
  }
}

/**
 * The row while no attempt has recorded an outcome. Two attempts of one row can run at once (a job
 * retried past its expiry while the first still runs): the first to finish records the outcome, the
 * other records nothing. Both made their outside call: the platform's carry the row's idempotency key,
 * an email has none (docs/processing.md).
 */
const stillPending = (id: string) => and(eq(sideEffects.id, id), eq(sideEffects.status, 'pending'));

const logOf = <P>(row: SideEffectRow, effect: Effect<P>) => ({
  storeId: row.storeId,
  requestId: row.requestId,
  sideEffectId: row.id,
  kind: effect.logKind,
  effect: row.effect,
  attempt: row.attempts + 1,
});

async function recordFailure<K extends SideEffect>(
  deps: Deps,
  kind: K,
  { row, final: lastAttempt }: Attempt,
  failed: { error: unknown; parsed: ParsedPayload<K>; started: number },
): Promise<AttemptResult> {
  const effect = EFFECTS[kind];
  const message = messageOf(failed.error);
  const final = lastAttempt || isPermanent(failed.error);
  const attempt = row.attempts + 1;
  const now = deps.clock();
  const recorded = await deps.db.transaction(async (tx) => {
    const [mine] = await tx
      .update(sideEffects)
      .set({
        attempts: attempt,
        lastError: message,
        updatedAt: now,
        ...(final ? { status: 'failed' as const } : {}),
      })
      .where(stillPending(row.id))
      .returning({ id: sideEffects.id });
    if (!mine) return false;
    await tx.insert(integrationLogs).values({
      ...logOf(row, effect),
      outcome: 'failed',
      message,
      request: row.payload,
      response: null,
      durationMs: Date.now() - failed.started,
      createdAt: now,
    });
    const said = failed.parsed.ok
      ? await effect.onFailure?.(tx, failed.parsed.payload, {
          message,
          attempt,
          final,
          now,
          error: failed.error,
        })
      : undefined;
    // An email or a Flow trigger that could not be sent does not hold up the request: the page shows it
    // failed and the merchant can send it again. A bounce is the exception the email effect reports itself.
    const attention = said
      ? { error: said.needsAttention, event: said.needsAttention }
      : final && kind !== 'notify_customer' && kind !== 'flow_trigger'
        ? { error: message, event: `${kind.replace(/_/g, ' ')} failed: ${message}` }
        : null;
    if (!attention) return true;
    const [request] = await tx
      .update(requests)
      .set({ needsAttention: true, attentionError: attention.error, updatedAt: now })
      .where(eq(requests.id, row.requestId))
      .returning();
    await recordRequestEvent(deps, tx, {
      storeId: row.storeId,
      requestId: row.requestId,
      type: 'needs_attention',
      actorType: 'system',
      message: attention.event,
      data: { sideEffectId: row.id, effect: kind },
      createdAt: now,
    });
    const email = request ? await queueAttentionEmail(tx, request, attention.event, now) : null;
    if (email)
      await enqueueEffects(deps.sender, tx, { storeId: row.storeId, requestId: row.requestId, now }, [email]);
    return true;
  });
  if (!recorded) return 'skipped';
  return final ? 'failed' : 'retry';
}

/**
 * Runs every pending side effect once, oldest first (tests use it instead of waiting for the queue's
 * polling). Returns what each attempt did.
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
