import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationLogs, sideEffects } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { merchant } from '../test/request-setup';
import { dbKinds } from '../test/test-db';
import { runSideEffect } from './run-side-effect';

describe.each(dbKinds)('two attempts of one side effect at once on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  // A job retried past its expiry while its first attempt still runs: both find the row pending.
  it('record one outcome: one success, one log, the other attempt skipped', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const effects = await t.database.db
      .select({ id: sideEffects.id })
      .from(sideEffects)
      .where(and(eq(sideEffects.requestId, r.id), eq(sideEffects.status, 'pending')));
    expect(effects.length).toBeGreaterThan(0);
    for (const { id } of effects) {
      const results = await Promise.all([
        runSideEffect(t.deps, id, { final: false }),
        runSideEffect(t.deps, id, { final: false }),
      ]);
      expect(results.sort()).toEqual(['skipped', 'succeeded']);
      const [row] = await t.database.db.select().from(sideEffects).where(eq(sideEffects.id, id));
      expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
      const logs = await t.database.db
        .select({ outcome: integrationLogs.outcome })
        .from(integrationLogs)
        .where(eq(integrationLogs.sideEffectId, id));
      expect(logs).toEqual([{ outcome: 'succeeded' }]);
    }
  });
});
