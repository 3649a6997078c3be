import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: vitest's ProvidedContext is extended by declaration merging
  export interface ProvidedContext {
    baseUrl: string;
    jwtSecret: string;
    /** The demo orders browser tests have taken so far, one number per line, shared by every file. */
    takenOrdersFile: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // The first start seeds the demo stores and their sample requests: slow on a busy machine, and `npm test`
  // runs the API tests beside the browser tests.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/** Starts the built product exactly as `npm start` runs it, on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-e2e-'));
  const port = await freePort();
  const root = new URL('..', import.meta.url).pathname;
  let log = '';
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Every browser test looks orders up from 127.0.0.1; the per-IP limit is tested in the API tests.
      PORTAL_LOOKUPS_PER_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('jwtSecret', E2E_JWT_SECRET);
  project.provide('takenOrdersFile', join(dataDir, 'taken-orders.txt'));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
