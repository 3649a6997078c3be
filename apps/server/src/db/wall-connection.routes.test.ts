import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, pickupReturnBody, usePortalTest } from '../test/portal-kit';
import { dbKinds } from '../test/test-db';

// A request's store wall is one transaction on one connection (docs/security.md, "Row-level security"),
// and verbs read in parallel on it: the connection still sends one query at a time, so pg never queues
// one behind another (a queue it warns of, and drops in pg 9). PGlite has no such queue.
describe.runIf(dbKinds.includes('postgres'))('the store wall’s connection on postgres', () => {
  const t = usePortalTest('postgres');
  const send = pg.Client.prototype.query;
  afterEach(() => {
    pg.Client.prototype.query = send;
  });

  it('sends a request’s parallel reads one at a time, and answers them all', async () => {
    const busy = new Map<pg.Client, number>();
    let overlapping = 0;
    let sent = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const result: unknown = Reflect.apply(send, this, args);
      if (!(result instanceof Promise)) return result;
      sent++;
      if ((busy.get(this) ?? 0) > 0) overlapping++;
      busy.set(this, (busy.get(this) ?? 0) + 1);
      const done = () => busy.set(this, (busy.get(this) ?? 1) - 1);
      result.then(done, done);
      return result;
    } as typeof send;

    // The answer is the request read back with its items, photos, events and refunds side by side.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': randomUUID() },
      payload: await pickupReturnBody(t, await openSession(t.app)),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'requested', request_items: [{ quantity: 1 }] });
    expect(sent).toBeGreaterThan(10);
    expect(overlapping).toBe(0);
  });
});
