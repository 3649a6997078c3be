import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';
import { E2E_JWT_SECRET, freePort, waitUntilUp } from './global-setup';

export type OwnServer = { baseUrl: string; stop(): Promise<void> };

/** One statement on the PostgreSQL server of `TEST_DATABASE_URL`, outside any database of the test. */
async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type OwnDatabase = { env: Record<string, string>; drop(): Promise<void> };

/**
 * A database of the test's own on the PostgreSQL server of `TEST_DATABASE_URL` (as in CI), for a server
 * whose test is about something else than the embedded database: it starts in a fraction of the CPU of a
 * new PGlite (initdb and every migration). Without PostgreSQL, nothing: the server makes its PGlite.
 */
export async function ownDatabase(name: string): Promise<OwnDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { env: {}, drop: async () => {} };
  const database = `roundtrip_e2e_${name}_${process.pid}`;
  await onPostgresServer(`CREATE DATABASE ${database}`);
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return {
    // A first start on an empty PostgreSQL seeds the demo stores as one on a new PGlite does.
    env: { DATABASE_URL: url.toString(), SEED_DEMO: '1' },
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/**
 * The built product started as `npm start` runs it, on a data folder of the test's own, for tests that
 * need another configuration or data than the shared server of global-setup.
 */
export async function startBuiltServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  /** When the configuration must name the address before the start (an app URL). */
  chosenPort?: number,
): Promise<OwnServer> {
  const port = chosenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  let log = '';
  const child: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  await waitUntilUp(baseUrl, child, () => log);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
