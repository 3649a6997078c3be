import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopifyWrites } from '../../db/schema';
import type { Clock } from '../../deps';
import type { Write } from '../platform';
import { PlatformError, type PlatformErrorReason } from '../platform-error';
import { OutcomeUnknownError, ShopifyUnavailableError } from './admin-graphql';

export type WriteResult = { id: string; extra?: Record<string, string> };

export type JournaledWrite<S> = {
  operation: string;
  input: Write;
  /** What Shopify looks like before the call, kept to recognise the write afterwards. */
  snapshot: () => Promise<S>;
  /** The write's result if Shopify's current state shows it was applied, else null. */
  find: (snapshot: S) => Promise<WriteResult | null>;
  /** Sends the mutation (the snapshot carries anything fixed before the first send, like a code we chose). */
  send: (snapshot: S) => Promise<WriteResult>;
};

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => k !== 'idempotencyKey' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Sends of one call whose outcome stays unknown before the error goes up to the outbox to retry later. */
const SENDS = 2;

/**
 * Runs a Shopify write once per (store, idempotency key). A finished key answers its result again; an
 * unfinished one (the outcome of an earlier send is unknown) first looks for the write in Shopify's state
 * and sends only when it is not there, so a timeout never makes a second return or refund.
 */
export async function journaledWrite<S>(
  deps: { db: Db; clock: Clock },
  storeId: string,
  w: JournaledWrite<S>,
): Promise<WriteResult> {
  const key = w.input.idempotencyKey?.trim();
  if (!key) throw new PlatformError('invalid_input', 'An idempotency key is required');
  const fingerprint = `${w.operation}:${stable(w.input)}`;
  const where = and(eq(shopifyWrites.storeId, storeId), eq(shopifyWrites.key, key));
  const [row] = await deps.db.select().from(shopifyWrites).where(where);
  if (row && row.fingerprint !== fingerprint)
    throw new PlatformError('idempotency_key_reused', 'This idempotency key was used for another request');
  if (row?.status === 'done' && row.resultId)
    return { id: row.resultId, extra: row.resultExtra ?? undefined };

  const done = async (result: WriteResult) => {
    await deps.db
      .update(shopifyWrites)
      .set({
        status: 'done',
        resultId: result.id,
        resultExtra: result.extra ?? null,
        updatedAt: deps.clock(),
      })
      .where(where);
    return result;
  };
  let snapshot: S;
  if (row) {
    snapshot = row.snapshot as S;
    const found = await w.find(snapshot);
    if (found) return done(found);
  } else {
    snapshot = await w.snapshot();
    const now = deps.clock();
    const claimed = await deps.db
      .insert(shopifyWrites)
      .values({
        storeId,
        key,
        operation: w.operation,
        fingerprint,
        status: 'pending',
        snapshot,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: shopifyWrites.key });
    // Another attempt with this key started meanwhile: let it finish; ours is tried again later.
    if (claimed.length === 0)
      throw new ShopifyUnavailableError('This write is already being sent to Shopify');
  }
  for (let send = 1; ; send++) {
    try {
      return await done(await w.send(snapshot));
    } catch (error) {
      if (!(error instanceof OutcomeUnknownError)) throw error;
      const found = await w.find(snapshot);
      if (found) return done(found);
      if (send >= SENDS) throw error;
    }
  }
}

type UserError = { field?: string[] | null; message: string };

function reasonOf(message: string): PlatformErrorReason {
  const m = message.toLowerCase();
  if (m.includes('does not exist') || m.includes('not found')) return 'not_found';
  if (m.includes('refund') && (m.includes('exceed') || m.includes('more than')))
    return 'refund_exceeds_refundable';
  if (m.includes('quantity')) return 'quantity_exceeded';
  if (m.includes('currency')) return 'currency_mismatch';
  return 'invalid_state';
}

/** Shopify's userErrors become a PlatformError carrying Shopify's own words (the request page shows them). */
export function throwUserErrors(errors: UserError[] | null | undefined): void {
  if (!errors || errors.length === 0) return;
  const message = errors.map((e) => e.message).join('; ');
  throw new PlatformError(reasonOf(message), `Shopify: ${message}`);
}
