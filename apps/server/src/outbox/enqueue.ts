import type { SideEffect } from '@roundtrip/core';
import type { Tx } from '../db/client';
import { sideEffects } from '../db/schema';
import type { EffectPayloads } from './payloads';
import { type Sender, sendSideEffect } from './queue';

/**
 * A side effect to queue: its kind with the payload that kind's schema reads, so a wrong payload does
 * not compile. Kinds whose payload has no required field may leave it out.
 */
export type PlannedEffect = {
  [K in SideEffect]: Record<never, never> extends EffectPayloads[K]
    ? { effect: K; payload?: EffectPayloads[K] }
    : { effect: K; payload: EffectPayloads[K] };
}[SideEffect];

/** Writes the outbox rows and their jobs in the caller's transaction. */
export async function enqueueEffects(
  sender: Sender,
  tx: Tx,
  target: { storeId: string; requestId: string; now: Date },
  effects: readonly PlannedEffect[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const e of effects) {
    const [row] = await tx
      .insert(sideEffects)
      .values({
        storeId: target.storeId,
        requestId: target.requestId,
        effect: e.effect,
        payload: e.payload ?? {},
        createdAt: target.now,
        updatedAt: target.now,
      })
      .returning({ id: sideEffects.id });
    if (!row) throw new Error('side effect not written');
    await sendSideEffect(sender, tx, row.id);
    ids.push(row.id);
  }
  return ids;
}
