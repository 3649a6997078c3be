import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoReturns, sideEffects } from '../../db/schema';
import type { Deps } from '../../deps';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Platform } from '../../platform/platform';
import { useTestApp } from '../../test/build-test-app';
import { requestRow } from '../../test/request-factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

/**
 * Cancel and enable while the platform has not caught up (docs/processing.md): whatever order the
 * outbox runs in, each approval makes one platform return, and a cancelled approval's return ends
 * cancelled.
 */
describe.each(dbKinds)('cancel and enable ahead of the platform on %s', (kind) => {
  const t = useTestApp(kind);

  async function setup() {
    const m = await merchant(t);
    const r = await m.request({ qty: 1 });
    const act = async (action: string) => {
      t.clock.advance(1000); // the outbox runs in the order the actions queued it
      expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/${action}`, {}), 200);
    };
    return { m, r, act };
  }

  /** Runs queued side effects until none is left (waiting ones, and ones queued meanwhile, too). */
  async function drain(storeId: string, deps: Deps = t.deps) {
    for (let round = 0; round < 5; round++)
      if ((await runPendingSideEffects(deps, { storeId })).length === 0) return;
    throw new Error('side effects still pending after 5 rounds');
  }

  /** The store's returns on the platform, oldest first (each test has one request). */
  const platformReturns = (storeId: string) =>
    t.database.db
      .select({ id: sql<string>`${demoReturns.id}::text`, status: demoReturns.status })
      .from(demoReturns)
      .where(eq(demoReturns.storeId, storeId))
      .orderBy(asc(demoReturns.id));

  const effectsOf = async (requestId: string) =>
    (await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, requestId)))
      .filter((e) => e.effect !== 'notify_customer')
      .map((e) => `${e.effect} ${e.status}`)
      .sort();

  it('cancelled before the return existed: the return the approval makes afterwards ends cancelled', async () => {
    const { m, r, act } = await setup();
    await act('approve');
    await act('cancel');
    await drain(m.store.id);
    expect(await platformReturns(m.store.id)).toEqual([{ id: expect.any(String), status: 'CANCELED' }]);
    expect(await effectsOf(r.id)).toEqual(['cancel_return succeeded', 'create_return succeeded']);
    expect((await requestRow(t.database.db, r.id)).platformReturnId).toBeNull();
  });

  it('cancelled while the platform was creating the return: that return ends cancelled', async () => {
    const { m, r, act } = await setup();
    await act('approve');
    // The merchant's cancel commits between the platform's answer and the worker recording it.
    const platform: Platform = {
      ...t.deps.platform,
      async createReturn(storeId, input) {
        const made = await t.deps.platform.createReturn(storeId, input);
        await act('cancel');
        return made;
      },
    };
    await drain(m.store.id, { ...t.deps, platform });
    expect(await platformReturns(m.store.id)).toEqual([{ id: expect.any(String), status: 'CANCELED' }]);
    expect(await effectsOf(r.id)).toEqual(['cancel_return succeeded', 'create_return succeeded']);
    expect((await requestRow(t.database.db, r.id)).status).toBe('cancelled');
    expect((await requestRow(t.database.db, r.id)).platformReturnId).toBeNull();
  });

  it('cancelled after an attempt whose answer was lost: still one return, cancelled', async () => {
    const { m, r, act } = await setup();
    await act('approve');
    let lost = false;
    const platform: Platform = {
      ...t.deps.platform,
      async createReturn(storeId, input) {
        const made = await t.deps.platform.createReturn(storeId, input);
        if (lost) return made;
        lost = true;
        throw new Error('socket hang up');
      },
    };
    expect(await runPendingSideEffects({ ...t.deps, platform }, { storeId: m.store.id })).toContain('retry');
    await act('cancel');
    await drain(m.store.id, { ...t.deps, platform });
    expect(await platformReturns(m.store.id)).toEqual([{ id: expect.any(String), status: 'CANCELED' }]);
    expect(await effectsOf(r.id)).toEqual(['cancel_return succeeded', 'create_return succeeded']);
  });

  it('enabled before the cancellation ran: the old return ends cancelled, the next approval gets its own', async () => {
    const { m, r, act } = await setup();
    await act('approve');
    await drain(m.store.id);
    await act('cancel');
    await act('enable');
    await act('approve');
    await drain(m.store.id);
    const [first, second, ...more] = await platformReturns(m.store.id);
    expect(first?.status).toBe('CANCELED');
    expect(second?.status).toBe('OPEN');
    expect(more).toEqual([]);
    expect((await requestRow(t.database.db, r.id)).platformReturnId).toBe(second?.id);
  });

  it('approve, cancel, enable and approve again before anything ran: one cancelled return, one open', async () => {
    const { m, r, act } = await setup();
    for (const action of ['approve', 'cancel', 'enable', 'approve']) await act(action);
    await drain(m.store.id);
    const [first, second, ...more] = await platformReturns(m.store.id);
    expect([first?.status, second?.status, more]).toEqual(['CANCELED', 'OPEN', []]);
    expect((await requestRow(t.database.db, r.id)).platformReturnId).toBe(second?.id);
    expect(await effectsOf(r.id)).toEqual([
      'cancel_return succeeded',
      'create_return succeeded',
      'create_return succeeded',
    ]);
  });
});
