// The server process killed (SIGKILL, from inside: outbox/crash-point.ts) at each named point, then started
// again without it: afterwards one platform return, one refund of the right amount and one email per event,
// and no request lost or made twice (docs/faults.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import type { DbKind } from '../db/client';
import type { CrashPoint } from '../outbox/crash-point';
import { type FaultDatabase, type SeededDatabases, seededDatabases } from '../test/faults/fault-database';
import { emailsOf, expectEachOnce, outcomeOf } from '../test/faults/fault-outcome';
import {
  act,
  merchantToken,
  returnableLine,
  type Submission,
  submit,
  submitted,
  whenSettled,
} from '../test/faults/journeys';
import {
  type Answer,
  buildServer,
  diedAtCrashPoint,
  type ServerBuild,
  type ServerProcess,
  startServer,
  stopServer,
} from '../test/faults/server-process';
import { dbKinds } from '../test/test-db';

type Run = {
  /** The process started with the crash point; it dies when a call (or its worker) reaches it. */
  doomed: ServerProcess;
  /** Starts the process again, without the crash point, on the same database. */
  restart(): Promise<ServerProcess>;
  db: FaultDatabase;
  since: Date;
};

/** One test's database and processes; everything is stopped and dropped when `test` ends. */
async function withCrash<T>(
  { seeded, server: built }: { seeded: SeededDatabases; server: ServerBuild },
  crashAt: CrashPoint,
  test: (run: Run) => Promise<T>,
): Promise<T> {
  const db = await seeded.copy();
  const since = new Date();
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServer(built, { ...db.env, ...env });
    servers.push(server);
    return server;
  };
  try {
    const doomed = await start({ ROUNDTRIP_CRASH_AT: crashAt });
    return await test({ doomed, restart: () => start({}), db, since });
  } finally {
    for (const s of servers) await stopServer(s);
    await db.drop();
  }
}

/** Reads the request's outcome once no server runs on the database (PGlite is one process's). */
async function outcome(run: Run, server: ServerProcess, storeId: string, requestId: string) {
  await stopServer(server);
  const database = await run.db.open();
  try {
    return await outcomeOf(database.db, storeId, requestId, run.since);
  } finally {
    await database.close();
  }
}

const key = (what: string) => `${what}-${randomUUID()}`;

/**
 * The action whose side effect crashes the process: its worker may reach the point before the answer is
 * written, so the page may see the connection drop instead of 200, and then sends the same click again.
 */
async function lastAction(run: Run, token: string, requestId: string, action: string, body: object) {
  const sent = { ...body, idempotency_key: key(action) };
  const answer = await act(run.doomed.base, token, requestId, action, sent);
  await diedAtCrashPoint(run.doomed);
  const server = await run.restart();
  if (answer.status === 0) expect((await act(server.base, token, requestId, action, sent)).status).toBe(200);
  else expect(answer.status).toBe(200);
  return server;
}

/**
 * PGlite's own question is whether a write is on disk when `kill -9` comes: the submission and the refund
 * answer it. When PostgreSQL runs every point, the others add nothing on PGlite but CPU (docs/faults.md).
 */
const everyPointOn = (kind: DbKind) => kind === 'postgres' || !testDatabaseUrl();

// Each test starts two server processes, and the tests run at once: half a minute each on a busy machine.
describe.each(dbKinds)('killed at a crash point, on %s', { timeout: 120_000 }, (kind: DbKind) => {
  const every = everyPointOn(kind);
  let seeded: SeededDatabases;
  let server: ServerBuild;
  const ctx = () => ({ seeded, server });
  beforeAll(async () => {
    [seeded, server] = await Promise.all([seededDatabases(kind), buildServer()]);
  }, 60_000);
  afterAll(async () => {
    server?.remove();
    await seeded?.close();
  });

  it.concurrent('request_committed: the retried submission answers the same request, made once', async ({
    expect,
  }) => {
    await withCrash(ctx(), 'request_committed', async (run) => {
      const submission: Submission = await returnableLine(run.doomed.base, seeded.facts);
      // The portal sees the connection drop, as when a phone loses the network, and sends again.
      const lost: Answer = await submit(run.doomed.base, submission);
      expect(lost.status).toBe(0);
      await diedAtCrashPoint(run.doomed);

      const server = await run.restart();
      const first = submitted(await submit(server.base, submission));
      const again = submitted(await submit(server.base, submission));
      expect(again.id).toBe(first.id);
      await whenSettled(server.base, await merchantToken(server.base), first.id);
      const o = await outcome(run, server, seeded.facts.storeId, first.id);
      expect(o.request).toMatchObject({ status: 'requested', idempotencyKey: submission.key });
      expect(o.requestsWithKey).toBe(1);
      expectEachOnce(o);
    });
  }, 180_000);

  if (every)
    it.concurrent('action_committed: the approval retried with its key is answered, and approves once', async ({
      expect,
    }) => {
      await withCrash(ctx(), 'action_committed', async (run) => {
        const created = submitted(
          await submit(run.doomed.base, await returnableLine(run.doomed.base, seeded.facts)),
        );
        const token = await merchantToken(run.doomed.base);
        const approve = { idempotency_key: key('approve') };
        expect((await act(run.doomed.base, token, created.id, 'approve', approve)).status).toBe(0);
        await diedAtCrashPoint(run.doomed);

        const server = await run.restart();
        // The page sends the same click again: the stored key answers it, and nothing is queued twice.
        expect((await act(server.base, token, created.id, 'approve', approve)).status).toBe(200);
        await whenSettled(server.base, token, created.id);
        const o = await outcome(run, server, seeded.facts.storeId, created.id);
        expect(o.request.status).toBe('approved');
        expect(o.effects.filter((e) => e.effect === 'create_return')).toHaveLength(1);
        expect(o.platformReturns).toHaveLength(1);
        expect(emailsOf(o, 'approved')).toBe(1);
        expectEachOnce(o);
      });
    }, 180_000);

  if (every)
    it.concurrent('after:create_return: the platform return written before the crash is the only one', async ({
      expect,
    }) => {
      await withCrash(ctx(), 'after:create_return', async (run) => {
        const created = submitted(
          await submit(run.doomed.base, await returnableLine(run.doomed.base, seeded.facts)),
        );
        const token = await merchantToken(run.doomed.base);
        const server = await lastAction(run, token, created.id, 'approve', {});
        const page = await whenSettled(server.base, token, created.id);
        const o = await outcome(run, server, seeded.facts.storeId, created.id);
        expect(o.platformReturns).toHaveLength(1);
        expect(page.platform_return_id).toBe(String(o.platformReturns[0]?.id));
        expect(o.effects.filter((e) => e.effect === 'create_return')).toHaveLength(1);
        expectEachOnce(o);
      });
    }, 180_000);

  it.concurrent('after:refund: one platform refund, of the amount the merchant asked', async ({ expect }) => {
    await withCrash(ctx(), 'after:refund', async (run) => {
      const base = run.doomed.base;
      const created = submitted(await submit(base, await returnableLine(base, seeded.facts)));
      const token = await merchantToken(base);
      for (const action of ['approve', 'receive'])
        expect((await act(base, token, created.id, action, { idempotency_key: key(action) })).status).toBe(
          200,
        );
      const server = await lastAction(run, token, created.id, 'refund', { mode: 'pay_to_source' });
      const page = await whenSettled(server.base, token, created.id);
      const o = await outcome(run, server, seeded.facts.storeId, created.id);
      const asked = page.refunds[0]?.amount;
      expect(page.refunds).toMatchObject([{ status: 'succeeded' }]);
      expect(Number(asked)).toBeGreaterThan(0);
      expect(o.platformRefunds.map(Number)).toEqual([Number(asked)]);
      expect(o.platformReturns).toHaveLength(1);
      expect(o.effects.filter((e) => e.effect === 'refund')).toHaveLength(1);
      expectEachOnce(o);
    });
  }, 180_000);

  if (every)
    it.concurrent('after:notify_customer: every email sent once, one for the approval', async ({
      expect,
    }) => {
      await withCrash(ctx(), 'after:notify_customer', async (run) => {
        const doomed = run.doomed.base;
        const token = await merchantToken(doomed);
        const submission = await returnableLine(doomed, seeded.facts);
        // The first email sent kills the process: the approval's, or the submission's own where one is sent,
        // in which case the submission or the click may meet a dead server; both are sent again with their keys.
        const sent = await submit(doomed, submission);
        const click = { idempotency_key: key('approve') };
        const approval =
          sent.status === 201 ? await act(doomed, token, submitted(sent).id, 'approve', click) : sent;
        await diedAtCrashPoint(run.doomed);

        const server = await run.restart();
        const created = submitted(await submit(server.base, submission));
        if (approval.status !== 200)
          expect((await act(server.base, token, created.id, 'approve', click)).status).toBe(200);
        await whenSettled(server.base, token, created.id);
        const o = await outcome(run, server, seeded.facts.storeId, created.id);
        expect(emailsOf(o, 'approved')).toBe(1);
        expectEachOnce(o);
        expect(o.platformReturns).toHaveLength(1);
      });
    }, 180_000);
});
