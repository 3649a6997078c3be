// PostgreSQL restarted under a stream of shopper submissions and merchant approvals, on a cluster of the
// test's own: every answered request is stored, the server recovers by itself, and every side effect runs
// once (docs/faults.md).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portalRequestDetails } from '@roundtrip/core';
import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { requests } from '../db/schema';
import { type DemoFacts, seedForFaults } from '../test/faults/fault-database';
import { emailsOf, expectEachOnce, outcomeOf } from '../test/faults/fault-outcome';
import {
  act,
  merchantToken,
  returnableLines,
  type Submission,
  submit,
  whenSettled,
} from '../test/faults/journeys';
import {
  type PrivatePostgres,
  postgresBinaries,
  startPrivatePostgres,
} from '../test/faults/private-postgres';
import {
  type Answer,
  buildServer,
  call,
  type ServerBuild,
  type ServerProcess,
  startServer,
  stopServer,
  until,
} from '../test/faults/server-process';
import { adminUrl } from '../test/test-db-names';

const bin = postgresBinaries();
if (!bin) console.warn('[faults] PostgreSQL restart test skipped: no initdb and pg_ctl on this machine');

const REQUESTS = 12;
const SHOPPERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the clients saw: the answers that were not the final one, by status (0: connection lost). */
type Tally = { retried: Record<number, number> };

/**
 * Sends until the answer is `ok`, as the portal and the request page do with the same idempotency key:
 * a lost connection or a 5xx is retried; any other answer fails the test.
 */
async function untilAccepted(send: () => Promise<Answer>, ok: number, tally: Tally): Promise<Answer> {
  const end = Date.now() + 30_000;
  for (;;) {
    const answer = await send();
    if (answer.status === ok) return answer;
    const retryable = answer.status === 0 || answer.status >= 500;
    if (!retryable || Date.now() > end)
      throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    tally.retried[answer.status] = (tally.retried[answer.status] ?? 0) + 1;
    await sleep(200);
  }
}

describe.skipIf(!bin)('PostgreSQL restarted mid-run', () => {
  let pg: PrivatePostgres;
  let built: ServerBuild;
  let facts: DemoFacts;
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-fault-'));
  const url = () => adminUrl(pg.url, 'roundtrip');

  beforeAll(async () => {
    [pg, built] = await Promise.all([startPrivatePostgres(bin ?? ''), buildServer()]);
    const admin = openPostgres(pg.url, 1);
    await admin.db.execute('CREATE DATABASE roundtrip');
    await admin.close();
    const database = openPostgres(url(), 2);
    try {
      await database.migrate();
      facts = await seedForFaults(database.db);
    } finally {
      await database.close();
    }
  }, 90_000);
  afterAll(async () => {
    built?.remove();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no accepted request, recovers by itself, and runs every side effect once', async () => {
    const since = new Date();
    const server: ServerProcess = await startServer(built, { DATABASE_URL: url(), DATA_DIR: dataDir });
    const tally: Tally = { retried: {} };
    /** Idempotency key of each submission answered 201 -> the request it answered. */
    const accepted = new Map<string, string>();
    const approved = new Set<string>();
    try {
      const submissions: Submission[] = await returnableLines(server.base, facts, REQUESTS);
      const token = await merchantToken(server.base);
      const queue = [...submissions];
      const shopper = async () => {
        for (let sub = queue.shift(); sub; sub = queue.shift()) {
          const s = sub;
          const created = await untilAccepted(() => submit(server.base, s), 201, tally);
          const id = portalRequestDetails.parse(created.body).id;
          accepted.set(s.key, id);
          // The page's click: one key, sent again until answered.
          const click = { idempotency_key: `approve-${randomUUID()}` };
          await untilAccepted(() => act(server.base, token, id, 'approve', click), 200, tally);
          approved.add(id);
        }
      };
      // The restart begins once the stream runs; the stream goes on through it.
      const restart = (async () => {
        await until(
          async () => accepted.size,
          (n) => n >= 2,
        );
        const startedAfter = accepted.size;
        await pg.restart();
        return { startedAfter, backAfter: accepted.size };
      })();
      const [window] = await Promise.all([restart, ...Array.from({ length: SHOPPERS }, shopper)]);
      console.info(
        `[faults] PostgreSQL restarted after ${window.startedAfter} of ${REQUESTS} submissions ` +
          `(back after ${window.backAfter}); answers retried, by status (0 = connection lost): ` +
          JSON.stringify(tally.retried),
      );
      expect(window.startedAfter).toBeLessThan(REQUESTS);

      // Recovered by itself: ready again, and the queued side effects all done.
      const ready = await until(
        () => call(server.base, 'GET', '/api/health/ready'),
        (a) => a.status === 200,
      );
      expect(ready.status).toBe(200);
      for (const id of approved) await whenSettled(server.base, token, id);
      expect(server.child.exitCode, server.log()).toBeNull();
      expect(server.child.signalCode, server.log()).toBeNull();
    } finally {
      await stopServer(server);
    }

    expect(accepted.size).toBe(REQUESTS);
    expect(approved.size).toBe(REQUESTS);
    const database = openPostgres(url(), 2);
    try {
      const stored = await database.db
        .select({ id: requests.id, key: requests.idempotencyKey })
        .from(requests)
        .where(gte(requests.createdAt, since));
      // Every answered submission is there, once: no request lost, none made twice by a retry.
      expect(new Map(stored.map((r) => [r.key, r.id]))).toEqual(accepted);
      expect(stored).toHaveLength(REQUESTS);
      for (const id of approved) {
        const o = await outcomeOf(database.db, facts.storeId, id, since);
        expect(o.request).toMatchObject({ status: 'approved', needsAttention: false });
        expect(o.platformReturns).toHaveLength(1);
        expect(o.request.platformReturnId).toBe(String(o.platformReturns[0]?.id));
        expect(o.effects.filter((e) => e.effect === 'create_return')).toHaveLength(1);
        expect(emailsOf(o, 'approved')).toBe(1);
        expectEachOnce(o);
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
