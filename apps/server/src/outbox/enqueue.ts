import { randomUUID } from 'node:crypto';
import type { SideEffect } from '@roundtrip/core';
import type { Tx } from '../db/client';
import { sideEffects } from '../db/schema';
import type { EffectPayloads } from './payloads';
import { type Sender, sendSideEffects } from './queue';

/**
 * A side effect to queue: its kind with the payload that kind's schema reads, so a wrong payload does
 * not compile. Kinds whose payload has no required field may leave it out.
 */
export type PlannedEffect = {
  [K in SideEffect]: Record<never, never> extends EffectPayloads[K]
    ? { effect: K; payload?: EffectPayloads[K] }
    : { effect: K; payload: EffectPayloads[K] };
}[SideEffect];

/** Writes the outbox rows and their jobs in the caller's transaction: one statement for each. */
export async function enqueueEffects(
  sender: Sender,
  tx: Tx,
  target: { storeId: string; requestId: string; now: Date },
  effects: readonly PlannedEffect[],
): Promise<string[]> {
  if (effects.length === 0) return [];
  // Ids made here, so each job names its own row whatever order the insert answers in.
  const ids = effects.map(() => randomUUID());
  await tx.insert(sideEffects).values(
    effects.map((e, i) => ({
      id: ids[i],
      storeId: target.storeId,
      requestId: target.requestId,
      effect: e.effect,
      payload: e.payload ?? {},
      createdAt: target.now,
      updatedAt: target.now,
    })),
  );
  await sendSideEffects(sender, tx, ids);
  return ids;
}
