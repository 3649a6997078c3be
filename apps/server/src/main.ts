import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { aloneAtStartup } from './db/startup-lock';
import { startAnalyticsRollups } from './features/analytics/rollup-job';
import { startTrackingPoll } from './features/labels/tracking-poll-job';
import { startWebhookWorker } from './features/shopify-webhooks/webhook-queue';
import { startUploadSweep } from './features/uploads/sweep-orphan-uploads';
import { startAutomationCycle } from './features/workflows/automation-cycle';
import { startWorkers } from './jobs/workers';
import { senderOf, startSender } from './outbox/queue';
import { createAppPlatform } from './platform/platform-router';
import type { Lifecycle } from './readiness';
import { DEMO_BILLING_LOGIN, DEMO_LOGIN, isDatabaseEmpty, seedDemoWithRequests } from './seed/seed-demo';

const config = loadConfig();
const database = await openDatabase(config);
const here = dirname(fileURLToPath(import.meta.url));
const clock = () => new Date();
const platform = createAppPlatform({ db: database.db, config, clock });
const lifecycle: Lifecycle = { jobsStarted: false, shuttingDown: false };
// Processes started together on one PostgreSQL take turns to migrate, seed and create the job queue.
const workers = await aloneAtStartup(database, async () => {
  await database.migrate();
  const deps = { db: database.db, config, clock, platform, sender: senderOf(database.db) };
  // The demo's requests queue jobs, so the sender's queues exist before seeding.
  await startSender(deps.sender);
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) await seedDemoWithRequests(deps, new Date());
  const effects = await startWorkers(deps);
  await startAutomationCycle(effects.boss, deps);
  await startTrackingPoll(effects.boss, deps);
  await startAnalyticsRollups(effects.boss, deps);
  await startUploadSweep(effects.boss, deps);
  const webhooks = await startWebhookWorker(deps);
  return {
    stop: (timeoutMs?: number) => Promise.all([effects.stop(timeoutMs), webhooks.stop(timeoutMs)]),
  };
});
lifecycle.jobsStarted = true;
const app = await buildApp({
  db: database.db,
  config,
  clock,
  platform,
  webDist: config.webDist ?? join(here, '../../web/dist'),
  logger: true,
  lifecycle,
});
if (database.kind === 'postgres' && config.jwtSecretGenerated) {
  app.log.warn(
    `JWT_SECRET is not set: tokens are signed with ${join(config.dataDir, 'jwt-secret')}, which another ` +
      'process on this database does not share (docs/scale.md)',
  );
}
if (database.kind === 'postgres' && config.encryptionKeyGenerated) {
  app.log.warn(
    `ENCRYPTION_KEY is not set: Shopify tokens are sealed with ${join(config.dataDir, 'encryption-key')}, ` +
      'which another process on this database cannot open (docs/security.md)',
  );
}

const drainMs = config.shutdownDrainMs ?? 0;
const timeoutMs = config.shutdownTimeoutMs ?? 25_000;

/**
 * Readiness fails at once and no new job starts; after the drain the listener closes; requests in
 * flight and running jobs get until the timeout (a job still running then goes back to the queue for
 * another process); then the database closes. Past that budget the process exits anyway, with 1.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (lifecycle.shuttingDown) return;
  lifecycle.shuttingDown = true;
  app.log.info({ signal, drainMs, timeoutMs }, 'shutting down: finishing requests and jobs');
  setTimeout(
    () => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    },
    drainMs + timeoutMs + 5000,
  ).unref();
  try {
    const closeHttp = async () => {
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
    };
    await Promise.all([closeHttp(), workers.stop(drainMs + timeoutMs)]);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
// PORT=0 lets the system choose: say which port it chose.
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
const db = database.kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pglite')}` : 'PostgreSQL';
process.stdout.write(
  [
    '',
    `  Roundtrip is running at ${url}  (database: ${db})`,
    `  API docs: ${url}/docs`,
    config.seedDemo
      ? `  Demo merchant login (demo only): store ${DEMO_LOGIN.store}, email ${DEMO_LOGIN.email}, password ${DEMO_LOGIN.password}`
      : '',
    config.seedDemo
      ? `  Billing demo store (plans on, free plan): store ${DEMO_BILLING_LOGIN.store}, email ${DEMO_BILLING_LOGIN.email}, password ${DEMO_BILLING_LOGIN.password}`
      : '',
    '',
  ].join('\n'),
);
