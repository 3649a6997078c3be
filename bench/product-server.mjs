// Starts the built product for a browser bench as `npm start` runs it (bench/portal-lcp.mjs,
// bench/admin-vitals.mjs): on a free port, with a fresh embedded database and the demo stores seeded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The product as `npm start` runs it, on a fresh embedded database; with `ownDatabase` (a tiny run) and
 * DATABASE_URL set, on a database of its own on that server instead, which starts in a fraction of the
 * time. `name` tells its temporary directory and database apart.
 */
export async function startServer(name, { ownDatabase }) {
  const dataDir = mkdtempSync(join(tmpdir(), `roundtrip-${name}-`));
  const port = await freePort();
  const adminUrl = ownDatabase ? process.env.DATABASE_URL : undefined;
  const dbName = `roundtrip_bench_${name}_${process.pid}`;
  let databaseUrl = '';
  if (adminUrl) {
    await admin(adminUrl, `CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  };
  const base = `http://127.0.0.1:${port}`;
  // The first start seeds the demo stores and their sample requests: slow on a busy machine (as e2e/).
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}
