import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { demoIdempotency } from '../../db/schema';
import { PlatformError } from '../platform-error';
import type { DemoDeps } from './demo-deps';

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => k !== 'idempotencyKey' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Runs a write once per (store, idempotency key), in one transaction with the stored result. The key row is
 * inserted first: a concurrent call with the same key waits on the unique key, then reads the stored result.
 * The same key with different input is refused, so a retry can never silently do something else.
 */
export async function idempotent<T>(
  deps: DemoDeps,
  storeId: string,
  operation: string,
  input: { idempotencyKey: string },
  write: (tx: Tx, now: Date) => Promise<T>,
): Promise<T> {
  const key = input.idempotencyKey?.trim();
  if (!key) throw new PlatformError('invalid_input', 'An idempotency key is required');
  const fingerprint = `${operation}:${stable(input)}`;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const claimed = await tx
      .insert(demoIdempotency)
      .values({ storeId, key, operation, fingerprint, result: null, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: demoIdempotency.key });
    if (claimed.length === 0) {
      const [done] = await tx
        .select()
        .from(demoIdempotency)
        .where(and(eq(demoIdempotency.storeId, storeId), eq(demoIdempotency.key, key)));
      if (!done || done.fingerprint !== fingerprint) {
        throw new PlatformError(
          'idempotency_key_reused',
          'This idempotency key was used for another request',
        );
      }
      return done.result as T;
    }
    const result = await write(tx, now);
    await tx
      .update(demoIdempotency)
      .set({ result: JSON.parse(JSON.stringify(result)) })
      .where(and(eq(demoIdempotency.storeId, storeId), eq(demoIdempotency.key, key)));
    return result;
  });
}

/** What an earlier write under this key answered, or null when none finished. */
export async function storedResult<T>(deps: DemoDeps, storeId: string, key: string): Promise<T | null> {
  const [done] = await deps.db
    .select({ result: demoIdempotency.result })
    .from(demoIdempotency)
    .where(and(eq(demoIdempotency.storeId, storeId), eq(demoIdempotency.key, key)));
  return (done?.result as T | undefined) ?? null;
}
