import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_LOGIN, isDatabaseEmpty, seedDemo } from './db/seed-demo';
import { startWorkers } from './jobs/workers';
import { createDemoPlatform } from './platform/demo/create-demo-platform';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
if (config.seedDemo && (await isDatabaseEmpty(database.db))) await seedDemo(database.db, new Date());

const here = dirname(fileURLToPath(import.meta.url));
const clock = () => new Date();
const platform = createDemoPlatform({ db: database.db, clock });
const workers = await startWorkers({ db: database.db, config, clock, platform });
const app = await buildApp({
  db: database.db,
  config,
  clock,
  platform,
  webDist: config.webDist ?? join(here, '../../web/dist'),
  logger: true,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await workers.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const db = database.kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pglite')}` : 'PostgreSQL';
process.stdout.write(
  [
    '',
    `  Roundtrip is running at ${url}  (database: ${db})`,
    `  API docs: ${url}/docs`,
    config.seedDemo
      ? `  Demo merchant login (demo only): store ${DEMO_LOGIN.store}, email ${DEMO_LOGIN.email}, password ${DEMO_LOGIN.password}`
      : '',
    '',
  ].join('\n'),
);
