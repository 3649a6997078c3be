import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from './config';
import { openPglite, openPostgres } from './db/client';
import { DEMO_LOGIN } from './seed/seed-demo';
import { buildServer, type ServerBuild } from './test/faults/server-process';
import { dbKinds } from './test/test-db';
import { adminUrl } from './test/test-db-names';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { child: ChildProcess; port: number; log: () => string; exit: Promise<number | null> };

/** The built server as `npm start` runs it, with nothing of this process's environment. */
async function startServer(build: ServerBuild, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [build.main], {
    cwd: serverRoot,
    env: { HOST: '127.0.0.1', PORT: '0', JWT_SECRET: 'a-secret-every-process-shares-0123456789', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (;;) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) return { child, port: Number(port), log: () => output, exit };
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    await sleep(100);
  }
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

function read(res: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    res.on('data', (chunk) => {
      body += chunk;
    });
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    res.on('error', reject);
  });
}

/** A request on a connection of its own, as a load balancer's probe makes it. */
function call(port: number, method: string, path: string, body?: object, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(body && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (res) => read(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const login = { store: DEMO_LOGIN.store, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };

/**
 * A login whose body arrives slowly: the first bytes now, the rest when `finish` is called. It is in
 * flight (headers read, body awaited) from the moment this returns.
 */
async function slowLogin(port: number) {
  const body = Buffer.from(JSON.stringify(login));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/user/login',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => read(res).then(resolve, reject));
    req.on('error', reject);
  });
  req.write(body.subarray(0, 10));
  await sleep(300);
  return { finish: () => req.end(body.subarray(10)), answer };
}

/** Until a new connection is refused: the listener has closed. */
async function untilRefused(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const refused = await call(port, 'GET', '/api/health/live').then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
    );
    if (refused) return;
    await sleep(100);
  }
  throw new Error('the listener never closed');
}

/** PGlite: one process, on a data folder made from the run's migrated template. PostgreSQL: two, on an empty database. */
type Prepared = { env: Record<string, string>; processes: number; drop(): Promise<void> };

async function prepare(kind: (typeof dbKinds)[number], dataDir: string): Promise<Prepared> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: dump })).close();
    return { env: { DATA_DIR: dataDir, SEED_DEMO: '1' }, processes: 1, drop: async () => {} };
  }
  const url = testDatabaseUrl() ?? '';
  const name = `roundtrip_t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl(url), 1);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await admin.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: adminUrl(url, name), SEED_DEMO: '1' },
    processes: 2,
    drop: async () => {
      const drop = openPostgres(adminUrl(url), 1);
      await drop.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await drop.close();
    },
  };
}

describe.each(dbKinds)('the server process on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-main-'));
  let servers: Server[] = [];
  let drop = async () => {};
  let build: ServerBuild | undefined;

  beforeAll(async () => {
    const [prepared, built] = await Promise.all([prepare(kind, dataDir), buildServer()]);
    build = built;
    drop = prepared.drop;
    const env = { ...prepared.env, SHUTDOWN_DRAIN_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '10' };
    // Started together: on PostgreSQL they race for the migrations and the demo seed.
    servers = await Promise.all(Array.from({ length: prepared.processes }, () => startServer(built, env)));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await drop();
    build?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM fails readiness, finishes the request in flight, closes and exits 0', async () => {
    const [first, ...others] = servers;
    if (!first) throw new Error('no server');
    for (const s of servers) {
      const ready = await call(s.port, 'GET', '/api/health/ready');
      expect(ready.status, s.log()).toBe(200);
    }

    const inFlight = await slowLogin(first.port);
    first.child.kill('SIGTERM');
    // The drain: still answering, but telling the load balancer to go elsewhere.
    let draining = await call(first.port, 'GET', '/api/health/ready');
    for (let i = 0; draining.status === 200 && i < 40; i++) {
      await sleep(50);
      draining = await call(first.port, 'GET', '/api/health/ready');
    }
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body).checks).toMatchObject({ accepting: false, database: true });

    await untilRefused(first.port);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    const token: string = JSON.parse(answer.body).token;
    expect(await first.exit).toBe(0);
    expect(first.log()).toContain('shutting down');

    // The other process keeps serving, and takes the token the stopped one signed (shared JWT_SECRET).
    for (const other of others) {
      expect((await call(other.port, 'GET', '/api/health/ready')).status).toBe(200);
      expect((await call(other.port, 'GET', '/api/dashboard/v1', undefined, token)).status).toBe(200);
      other.child.kill('SIGTERM');
      expect(await other.exit).toBe(0);
    }
  }, 60_000);
});
