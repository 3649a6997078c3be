import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from './db/client';
import { AppError } from './errors';
import { LOCK } from './rate-limit';

/** How long a repeat waits for the first call with its key to finish before answering 409 (docs/limits.md). */
const WAIT_MS = 5000;
const POLL_MS = 20;

/** JSON with every object's keys sorted and undefined left out: one text per body, whatever the key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

/** SHA-256 of the canonical body: the same key with another body is refused, not replayed. */
export const bodyHash = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body) ?? null))
    .digest('hex');

/** 409 with Retry-After: the first call with this key is still running. */
const stillRunning = () =>
  new AppError(
    'CONFLICT',
    'A request with this idempotency key is still being processed. Please try again in a moment.',
    undefined,
    { 'retry-after': '1' },
  );

/** 422: the key already belongs to another body, another request or another action. */
export const keyReused = (message = 'This idempotency key was already used for a different request') =>
  new AppError('IDEMPOTENCY_KEY_REUSED', message);

const lockAnswer = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

/**
 * Takes the (store, key) lock for the rest of the transaction, before the key is looked up: calls with
 * the same key take turns across every server process, so a repeat finds the first call's committed
 * row and answers it, and two requests sharing a key cannot both insert it (a unique violation, 500).
 * A call that cannot get the lock within WAIT_MS answers 409 with Retry-After instead of holding a
 * connection while the first one runs. On PGlite (one connection) the lock is granted at once.
 */
export async function lockIdempotencyKey(
  tx: Tx,
  namespace: 'portalKey' | 'actionKey',
  storeId: string,
  key: string,
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const answer = lockAnswer.parse(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(${LOCK[namespace]}::int, hashtext(${`${storeId}|${key}`})) as locked`,
      ),
    );
    if (answer.rows[0]?.locked) return;
    if (Date.now() >= deadline) throw stillRunning();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
