import type { LogKind } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type RequestRow, requests, type SideEffectRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { WaitingError } from '../../outbox/effect-errors';

/** What a handler runs with: the stored payload comes already parsed by the kind's schema. */
type EffectContext<P> = { deps: Deps; row: SideEffectRow; request: RequestRow; payload: P };

type EffectOutcome = {
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  /** Runs in the transaction that marks the side effect succeeded. */
  apply?: (tx: Tx) => Promise<void>;
};

/** A failed attempt, for the records an effect keeps beside the outbox row (a refund, an email). */
export type FailedAttempt = { message: string; attempt: number; final: boolean; now: Date; error: unknown };

/** One kind of side effect: the schema of its stored payload and what the worker does with it. */
export type Effect<P> = {
  payload: z.ZodType<P>;
  /** Which log tab of the request page an attempt is written to. */
  logKind: LogKind;
  run: (ctx: EffectContext<P>) => Promise<EffectOutcome>;
  /**
   * Runs in the transaction that records a failed attempt; answers `needsAttention` when this failure
   * needs the merchant although the effect is not a step of the request (a bounced email).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most handlers answer nothing
  onFailure?: (tx: Tx, payload: P, failure: FailedAttempt) => Promise<void | { needsAttention: string }>;
};

/** An `apply` that writes what the platform answered onto the request. */
export const setRequest =
  (request: RequestRow, patch: Partial<typeof requests.$inferInsert>) => async (tx: Tx) => {
    await tx
      .update(requests)
      .set(patch)
      .where(and(eq(requests.id, request.id), eq(requests.storeId, request.storeId)));
  };

/** The platform return an effect acts on; until create_return has made it, the effect waits. */
export function returnIdOf(request: RequestRow): string {
  if (!request.platformReturnId) throw new WaitingError('The return is not created on the platform yet');
  return request.platformReturnId;
}
