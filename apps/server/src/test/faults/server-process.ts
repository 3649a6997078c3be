// The real server as a child process, built as `npm run build` builds it (build.mjs), for the fault tests:
// started with the environment a test gives, killed by its own crash point, or stopped.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { bundleServer } from '../../../build.mjs';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  log(): string;
  exited: Promise<Exit>;
};

/** What every fault test's server shares: quiet logs, many lookups per IP, lost jobs retried after 3 s. */
const FAULT_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  JWT_SECRET: 'fault-tests-secret-shared-by-every-process-0123456789',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  PORTAL_LOOKUPS_PER_IP: '1000',
  JOB_TIMEOUT_SECONDS: '3',
  SHUTDOWN_TIMEOUT_SECONDS: '5',
};

/** The built server: its main.js and migrations, in a folder of its own. */
export type ServerBuild = { main: string; remove(): void };

/**
 * Bundles the server as `npm run build` does (build.mjs) into a folder under node_modules, where the
 * externals resolve. A start then costs about half the CPU of `tsx`, which matters with twenty starts on
 * two cores; and it is the product as `npm start` runs it.
 */
export async function buildServer(): Promise<ServerBuild> {
  const dir = join(serverRoot, 'node_modules/.cache', `roundtrip-faults-${randomBytes(4).toString('hex')}`);
  await bundleServer(dir, { sourcemap: false });
  return { main: join(dir, 'main.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the server with nothing of this process's environment but `env`, and waits for its port. */
export async function startServer(server: ServerBuild, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [server.main], {
    cwd: serverRoot,
    env: { ...FAULT_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < 200_000) output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) return { child, base: `http://127.0.0.1:${port}`, log: () => output, exited };
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(50);
  }
}

/** SIGTERM and its graceful shutdown; a process already dead is left as it is. */
export async function stopServer(server: ServerProcess): Promise<Exit> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** The process ended by SIGKILL: its crash point was reached (or it is stopped, at the end of a test). */
export async function diedAtCrashPoint(server: ServerProcess, ms = 60_000): Promise<Exit> {
  const timeout = sleep(ms).then((): Exit => ({ code: null, signal: null }));
  const exit = await Promise.race([server.exited, timeout]);
  if (exit.signal !== 'SIGKILL') {
    server.child.kill('SIGKILL');
    throw new Error(`the server did not die at its crash point (${JSON.stringify(exit)}):\n${server.log()}`);
  }
  return exit;
}

export type Answer = { status: number; body: unknown };

/** One HTTP call; a connection the server dropped (it died mid-request) answers status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(opts.body && { 'content-type': 'application/json' }),
        ...(opts.token && { authorization: `Bearer ${opts.token}` }),
        ...opts.headers,
      },
      body: opts.body && JSON.stringify(opts.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
}

/** The call's body through its contract, when it answered `status`; anything else fails the test. */
export function expectAnswer<T extends z.ZodType>(answer: Answer, status: number, schema: T): z.infer<T> {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return schema.parse(answer.body);
}

/** Polls `read` until `done`, or fails with what it read last. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`still not done after ${ms} ms: ${JSON.stringify(v)}`);
    await sleep(250);
  }
}
