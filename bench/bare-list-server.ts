// The ceiling bench/load.ts compares the merchant list with: bare Fastify and a pg Pool of the same size
// as the server's, sending the statements one list call sends (captured on the wire by load.ts: the token
// check, the store wall's transaction, the list's queries, the commit), in the same order on one
// connection, with no token check in code, no validation and no response schema.
// Run by load.ts: npx tsx bench/bare-list-server.ts <database url> <statements.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from './load-data';

const [url, file] = process.argv.slice(2);
if (!url || !file) throw new Error('usage: bare-list-server.ts <database url> <statements.json>');
const statements = JSON.parse(readFileSync(file, 'utf8')) as Statement[];
if (statements.length === 0) throw new Error(`${file}: no statements`);

const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify();
app.post('/list', async () => {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    const rows: unknown[][] = [];
    for (const { name, sql, params } of statements) {
      const result = await client.query({ ...(name && { name }), text: sql, values: params });
      // A multi-statement simple query (the wall) answers one result per statement.
      for (const r of [result].flat()) rows.push(r.rows);
    }
    return { rows };
  } catch (error) {
    // A connection left inside a failed transaction is not given back to the pool.
    failed = error as Error;
    throw error;
  } finally {
    client.release(failed);
  }
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening on ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
