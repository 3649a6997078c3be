import type { SideEffect } from '@roundtrip/core';
import type PgBoss from 'pg-boss';
import type { Tx } from '../db/client';
import { sideEffects } from '../db/schema';
import { sendSideEffect } from './queue';

export type PlannedEffect = { effect: SideEffect; payload?: Record<string, unknown> };

/** Writes the outbox rows and their jobs in the caller's transaction. */
export async function enqueueEffects(
  boss: PgBoss,
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
    await sendSideEffect(boss, tx, row.id);
    ids.push(row.id);
  }
  return ids;
}
