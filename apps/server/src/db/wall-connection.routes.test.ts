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

  it('sends a submission’s statements as named prepared statements, and another route’s unnamed', async () => {
    const named = new Map<string, string>();
    const unnamed: string[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [query, values] = args;
      if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string') {
        const name = 'name' in query && typeof query.name === 'string' ? query.name : undefined;
        if (name) {
          // One name, one text: PostgreSQL would run another statement under a reused name.
          expect(named.get(name) ?? query.text).toBe(query.text);
          named.set(name, query.text);
        } else if (Array.isArray(values) && values.length > 0) unnamed.push(query.text);
      }
      return Reflect.apply(send, this, args);
    } as typeof send;

    const sessionId = await openSession(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': randomUUID() },
      payload: await pickupReturnBody(t, sessionId),
    });
    expect(created.statusCode).toBe(201);
    expect(named.size).toBeGreaterThan(10);
    expect([...named.values()].some((text) => text.startsWith('insert into "requests"'))).toBe(true);

    // The order page's data is not a route that asks for them.
    const before = named.size;
    unnamed.length = 0;
    const page = await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(named.size).toBe(before);
    expect(unnamed.length).toBeGreaterThan(0);
  });
});
