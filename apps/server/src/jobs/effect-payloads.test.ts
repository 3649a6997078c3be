import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationLogs, sideEffects } from '../db/schema';
import { enqueueEffects } from '../outbox/enqueue';
import { useTestApp } from '../test/build-test-app';
import { merchant } from '../test/request-setup';
import { embeddedDb } from '../test/test-db';
import { startWorkers } from './workers';

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(embeddedDb)('side-effect payloads on %s', (kind) => {
  const t = useTestApp(kind);

  /** Runs the queued jobs with the real workers until no row of the request is pending. */
  async function work(requestId: string) {
    const workers = await startWorkers(t.deps, { pollingIntervalSeconds: 0.5 });
    try {
      return await until(
        () => t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, requestId)),
        (rows) => rows.every((r) => r.status !== 'pending'),
      );
    } finally {
      await workers.stop();
    }
  }

  it('a row whose payload does not fit its kind fails at its first attempt, with the reason', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const target = { storeId: m.store.id, requestId: r.id, now: t.clock.read() };
    await t.database.db.transaction((tx) =>
      // @ts-expect-error a shipment names its courier: enqueueEffects refuses any other payload
      enqueueEffects(t.deps.sender, tx, target, [{ effect: 'create_shipment', payload: { carrier: 'ups' } }]),
    );
    // Besides the request's own emails (docs/emails.md).
    const row = (await work(r.id)).find((e) => e.effect === 'create_shipment');
    const reason =
      'The stored create_shipment payload is invalid (courier: Invalid input: expected string, received undefined)';
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: reason });
    const logs = await t.database.db
      .select()
      .from(integrationLogs)
      .where(and(eq(integrationLogs.requestId, r.id), eq(integrationLogs.kind, 'logistic')));
    expect(logs).toMatchObject([{ outcome: 'failed', message: reason, request: { carrier: 'ups' } }]);
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail).toMatchObject({ needs_attention: true, attention_error: reason });
  }, 30_000);

  it('an email row with a bad payload fails without holding up the request', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const target = { storeId: m.store.id, requestId: r.id, now: t.clock.read() };
    await t.database.db.transaction((tx) =>
      enqueueEffects(t.deps.sender, tx, target, [
        // @ts-expect-error the notification is named by its id, a string
        { effect: 'notify_customer', payload: { notificationId: 42 } },
      ]),
    );
    const row = (await work(r.id)).find((e) => e.payload.notificationId === 42);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/notificationId/),
    });
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.needs_attention).toBe(false);
  }, 30_000);
});
