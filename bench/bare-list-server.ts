// The ceiling bench/load.ts compares the merchant list with: bare Fastify and a pg Pool of the same size
// as the server's, running the statements one list call runs (captured by load.ts, in the same order and
// with the same parallelism), with no token check, no validation and no response schema.
// Run by load.ts: npx tsx bench/bare-list-server.ts <database url> <statements.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

type Statement = { sql: string; params: unknown[] };

const [url, file] = process.argv.slice(2);
if (!url || !file) throw new Error('usage: bare-list-server.ts <database url> <statements.json>');
const [auth, list, count, items] = JSON.parse(readFileSync(file, 'utf8')) as Statement[];
if (!auth || !list || !count || !items) throw new Error(`${file}: four statements expected`);

const pool = new pg.Pool({ connectionString: url, max: 10 });
const run = (s: Statement) => pool.query(s.sql, s.params);
const app = Fastify();
app.post('/list', async () => {
  await run(auth);
  const [rows, total] = await Promise.all([run(list), run(count)]);
  const lines = await run(items);
  return { total: total.rows[0], docs: rows.rows, items: lines.rows };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening on ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
