import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { isConnectionLoss } from '../db/connection-loss';
import { openTestDatabase } from '../test/test-db';
import { reconnecting } from './reconnecting-executor';
import { executorOf } from './sql-executor';

/** A port nothing listens on: a database that is down. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

// The restart itself, with a real server and real jobs, is src/faults/postgres-restart.test.ts.
describe('the workers’ reconnecting executor', () => {
  it('counts a database that is not there as a lost connection, and a refused statement as not', async () => {
    const down = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/x`, 1);
    const lost = await executorOf(down.db)
      .executeSql('select 1')
      .catch((e: unknown) => e);
    await down.close();
    expect(isConnectionLoss(lost)).toBe(true);

    const lite = await openTestDatabase('pglite');
    try {
      const refused = await executorOf(lite.db)
        .executeSql('select * from no_such_table')
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);
      expect(isConnectionLoss(refused)).toBe(false);
      // A refused statement fails at once: only an unreachable database is waited for.
      await expect(
        reconnecting(executorOf(lite.db), 10).executeSql('select * from no_such_table'),
      ).rejects.toThrow(/no_such_table/);
      expect((await reconnecting(executorOf(lite.db), 10).executeSql('select 1 as one')).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await lite.close();
    }
  });
});
